// A robot-check solution is accepted once, whatever happens in between: a restart of the server
// on the same database, or a second instance on the same PostgreSQL. Used solutions are kept in
// the database only until their challenge expires.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/database.ts';
import { usedRobotChecks } from '#server/db/schema.ts';
import { loadEnv } from '#server/env.ts';
import { createRobotCheck } from '#server/modules/robot-check/robot-check.service.ts';
import { createUsedRobotChecksRepo } from '#server/modules/robot-check/used-robot-checks.repo.ts';
import { solvedRobotCheck } from '../helpers/customer-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { usingPostgres } from '../helpers/test-database.ts';

let t: TestApp;
const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: '/nonexistent-test-data' });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (app: App, phone: string, robotCheck: unknown, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/customer/otp/send',
    payload: { phone, robotCheck },
    remoteAddress,
  });

const usedCount = async () => (await t.database.db.select({ n: count() }).from(usedRobotChecks))[0]?.n ?? 0;

describe('a used robot-check solution', () => {
  it('is refused again after a restart on the same database', async () => {
    const robotCheck = await solvedRobotCheck(t);
    expect((await send(t.app, '9822100001', robotCheck, '10.70.0.1')).statusCode).toBe(200);
    // The first server stops; a new one starts on the same database, with empty memory.
    await t.app.close();
    t.app = (await buildApp({ env, database: t.database })) as App;
    const again = await send(t.app, '9822100002', robotCheck, '10.70.0.2');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('The robot check failed. Please try again.');
    // A fresh solution still works on the new server.
    expect((await send(t.app, '9822100003', await solvedRobotCheck(t), '10.70.0.3')).statusCode).toBe(200);
  });

  it.runIf(usingPostgres)('is refused by a second instance on the same PostgreSQL', async () => {
    const database = await openDatabase({ kind: 'postgres', url: t.database.url!, poolSize: 2 });
    const second = await buildApp({ env, database });
    try {
      const robotCheck = await solvedRobotCheck(t);
      // Sent to both at the same moment: exactly one accepts it.
      const answers = await Promise.all([
        send(t.app, '9822100004', robotCheck, '10.70.0.4'),
        send(second, '9822100005', robotCheck, '10.70.0.5'),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      expect((await send(second, '9822100006', robotCheck, '10.70.0.6')).statusCode).toBe(400);
    } finally {
      await second.close();
      await database.close();
    }
  });
});

describe('used solutions', () => {
  it('are deleted a minute after their challenge expired (database clock), at most once a minute per instance', async () => {
    const repo = createUsedRobotChecksRepo(t.database.db);
    const keys = async () => (await t.database.db.select().from(usedRobotChecks)).map((row) => row.key);
    const expiredAgo = (ms: number) => new Date(Date.now() - ms);
    expect(await repo.claim('test:expired', expiredAgo(2 * 60_000))).toBe(true);
    // Expired, but within the minute's grace: an instance whose clock runs behind may still take it.
    expect(await repo.claim('test:just-expired', expiredAgo(5_000))).toBe(true);
    expect(await repo.claim('test:live', new Date(Date.now() + 60 * 60_000))).toBe(true);
    expect(await repo.claim('test:live', new Date(Date.now() + 60 * 60_000))).toBe(false);
    // A backlog over one batch (500) is cleared by the same sweep.
    await t.database.db.insert(usedRobotChecks).values(
      Array.from({ length: 1200 }, (_, i) => ({
        key: `test:backlog-${i}`,
        expiresAt: expiredAgo(3 * 60_000),
      })),
    );
    // A freshly started instance sweeps at its first claim, without making that claim wait.
    const sweeps = vi.fn(repo.deleteExpired);
    const check = createRobotCheck(env.authSecret, { claim: repo.claim, deleteExpired: sweeps });
    expect(await check.verify(await solvedRobotCheck(t))).toBe(true);
    const expiredLeft = async () =>
      (await keys()).filter((key) => key === 'test:expired' || key.startsWith('test:backlog-'));
    await vi.waitFor(async () => expect(await expiredLeft()).toEqual([]), { timeout: 5000 });
    expect(await keys()).toContain('test:just-expired');
    expect(await keys()).toContain('test:live');
    // The next claim within the minute leaves the sweeping alone.
    expect(await repo.claim('test:expired-later', expiredAgo(2 * 60_000))).toBe(true);
    const sweptBatches = sweeps.mock.calls.length;
    expect(await check.verify(await solvedRobotCheck(t))).toBe(true);
    expect(sweeps.mock.calls.length).toBe(sweptBatches);
    expect(await keys()).toContain('test:expired-later');
    expect(await repo.deleteExpired(500)).toBe(1);
    expect(await usedCount()).toBeGreaterThan(0);
  });
});
