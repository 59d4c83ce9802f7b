import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { robotCheckSchema } from '#shared/api/customer.ts';
import { openTestDatabase, type TestDatabase } from '#tests/helpers/test-database.ts';
import {
  createRobotCheck as createWithStore,
  type RobotCheckPayload,
  type UsedSolutions,
} from './robot-check.service.ts';
import { createUsedRobotChecksRepo } from './used-robot-checks.repo.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const createRobotCheck = (secret: string, now?: () => number) =>
  createWithStore(secret, createUsedRobotChecksRepo(database.db), { now });

describe('robot check', () => {
  it('accepts a solved challenge once, and refuses tampering', async () => {
    const check = createRobotCheck('test-secret-0123456789');
    const challenge = await check.challenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    if (!solution) return;
    expect(await check.verify({ challenge, solution })).toBe(true);
    expect(await check.verify({ challenge, solution })).toBe(false); // reused
    const other = await check.challenge();
    expect(await check.verify({ challenge: other, solution })).toBe(false); // wrong counter
    const forged = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '' } };
    expect(await check.verify({ challenge: forged, solution })).toBe(false);
  });

  it('refuses an expired challenge and one signed with another secret', async () => {
    let t = Date.now();
    const check = createRobotCheck('test-secret-0123456789', () => t);
    const challenge = await check.challenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('no solution');
    const stranger = createRobotCheck('another-secret-0123456789');
    expect(await stranger.verify({ challenge, solution })).toBe(false);
    t += 6 * 60_000;
    // altcha-lib checks expiry against the real clock; the challenge was made 6 minutes "ago".
    const old = await createRobotCheck('test-secret-0123456789', () => Date.now() - 6 * 60_000).challenge();
    const oldSolution = await solveChallenge({ challenge: old, deriveKey });
    if (!oldSolution) throw new Error('no solution');
    expect(await check.verify({ challenge: old, solution: oldSolution })).toBe(false);
  });

  // Found by the fuzzing suite: an object that cannot be turned into a string in place of the
  // salt made the check throw (a 500) before the signature was looked at.
  it('refuses parameters that are not what altcha signs, at the schema and in the check', async () => {
    const check = createRobotCheck('test-secret-0123456789');
    const challenge = await check.challenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('no solution');
    const hostile = { toString: 'wI', hasOwnProperty: 'na' };
    for (const field of ['salt', 'nonce', 'algorithm', 'keyPrefix', 'unknownExtra']) {
      const parameters = { ...challenge.parameters, [field]: hostile };
      const body = { challenge: { ...challenge, parameters }, solution };
      expect(robotCheckSchema.safeParse(body).success, field).toBe(false);
      expect(await check.verify(body as unknown as RobotCheckPayload), field).toBe(false);
    }
    // What altcha-lib writes passes the schema unchanged, so its signature still holds.
    const parsed = robotCheckSchema.parse({ challenge, solution });
    expect(parsed.challenge).toEqual(challenge);
    expect(await check.verify(parsed as RobotCheckPayload)).toBe(true);
  });
});

describe('sweeping used solutions', () => {
  /** A store that accepts every claim and answers sweeps as `deleted` says. */
  function store(deleted: () => Promise<number>) {
    const sweeps: number[] = [];
    const used: UsedSolutions = {
      claim: async () => true,
      deleteExpired: async (limit) => {
        sweeps.push(limit);
        return deleted();
      },
    };
    return { used, sweeps };
  }

  async function verifyWith(used: UsedSolutions, log?: { warn: (d: object, m: string) => void }) {
    const check = createWithStore('test-secret-0123456789', used, { log });
    const challenge = await check.challenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('no solution');
    return check.verify({ challenge, solution });
  }

  it('does not keep the customer waiting, and a failure is logged, not returned', async () => {
    let finish: (n: number) => void = () => {};
    const slow = store(() => new Promise((resolve) => (finish = resolve)));
    const answer = await Promise.race([
      verifyWith(slow.used),
      new Promise((resolve) => setTimeout(() => resolve('kept waiting'), 1000)),
    ]);
    expect(answer).toBe(true);
    finish(0);

    const warn = vi.fn();
    const failing = store(() => Promise.reject(new Error('database away')));
    expect(await verifyWith(failing.used, { warn })).toBe(true);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce(), { timeout: 5000 });
  });

  it('deletes batch after batch until one comes back short, twenty at most', async () => {
    const counts = [500, 500, 12];
    const backlog = store(async () => counts.shift() ?? 0);
    expect(await verifyWith(backlog.used)).toBe(true);
    await vi.waitFor(() => expect(backlog.sweeps).toHaveLength(3), { timeout: 5000 });

    const endless = store(async () => 500);
    expect(await verifyWith(endless.used)).toBe(true);
    await vi.waitFor(() => expect(endless.sweeps).toHaveLength(20), { timeout: 5000 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(endless.sweeps).toHaveLength(20);
  });
});
