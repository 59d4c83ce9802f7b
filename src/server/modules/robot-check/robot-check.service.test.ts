import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { createRobotCheck } from './robot-check.service';

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
});
