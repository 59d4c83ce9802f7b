// No request waits on PostgreSQL without end (DATABASE_STATEMENT_TIMEOUT_MS): a slow statement is
// cancelled by the server, and a server that stops answering (frozen, or a network path that
// drops packets) is given up on by the client. Both answer 503 with a message, and the same pool
// serves again once the database answers. Migrations are not limited.
// PostgreSQL only: the embedded database runs in this process and cannot hang apart from it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { type Database, openDatabase } from '#server/db/database.ts';
import { rawRows } from '#server/db/raw-rows.ts';
import { loadEnv } from '#server/env.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { type FreezableProxy, startFreezableProxy } from '../helpers/freezable-proxy.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { openTestDatabase, type TestDatabase, usingPostgres } from '../helpers/test-database.ts';

const STATEMENT_TIMEOUT_MS = 1000;

/** The PostgreSQL error code or driver message of an error or of any error it wraps. */
function causes(error: unknown): string[] {
  const found: string[] = [];
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') found.push(code);
    if (typeof message === 'string') found.push(message);
    current = cause;
  }
  return found;
}

async function failure(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise;
  } catch (error) {
    return causes(error);
  }
  throw new Error('expected the query to fail');
}

describe.skipIf(!usingPostgres)('PostgreSQL timeouts', () => {
  let home: TestDatabase;
  let proxy: FreezableProxy;
  let viaProxy: Database;
  let t: TestApp;

  beforeAll(async () => {
    home = await openTestDatabase();
    await seedDatabase(home.db, { demoStaff: true, itemOptions: false, demoOrders: false });
    const url = new URL(home.url!);
    proxy = await startFreezableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    viaProxy = await openDatabase({
      kind: 'postgres',
      url: url.toString(),
      poolSize: 2,
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    });
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: '/nonexistent-test-data' });
    const app = await buildApp({ env, database: viaProxy });
    t = { app, database: { ...viaProxy }, close: async () => {} };
  });
  afterAll(async () => {
    proxy?.thaw();
    await t?.app.close();
    await viaProxy?.close();
    await proxy?.close();
    await home?.close();
  });

  it('cancels a statement that runs longer, and the pool keeps serving', async () => {
    expect(await failure(viaProxy.db.execute(sql`select pg_sleep(3)`))).toContain('57014');
    expect(await rawRows(viaProxy.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('does not limit what runs under the migration lock', async () => {
    const rows = await viaProxy.withAdvisoryLock(7_202_611, (db) =>
      rawRows(db, sql`select pg_sleep(1.5), 'done' as result`),
    );
    expect(rows[0]).toMatchObject({ result: 'done' });
  });

  it('answers 503 while the database is silent, and serves again when it answers', async () => {
    const cookie = await signInStaff(t, 'admin@example.com');
    const orders = () => t.app.inject({ url: '/api/admin/orders', headers: { cookie } });
    expect((await orders()).statusCode).toBe(200);

    proxy.freeze();
    // An open connection gets no answer: the client gives up after the grace period.
    const silent = await orders();
    expect(silent.statusCode, silent.body).toBe(503);
    expect(silent.json().error.message).toBe(
      'Service temporarily unavailable. Please try again in a moment.',
    );
    expect(silent.headers['retry-after']).toBe('5');
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(503);

    proxy.thaw();
    let after = await orders();
    for (let i = 0; i < 20 && after.statusCode !== 200; i++) after = await orders();
    expect(after.statusCode, after.body).toBe(200);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});
