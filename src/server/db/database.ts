// One handle over either engine. Services and repos see only `Db` (drizzle's Postgres base type),
// so the same queries run on embedded PGlite and on a PostgreSQL server.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Client as PgClient } from 'pg';
import { createPgliteDataDir, pgliteDataDirExists } from './pglite-first-start.ts';
import { withStatementCache } from './pglite-statement-cache.ts';
import * as schema from './schema.ts';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from './statement-timeout.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  /**
   * Calls onPayload for each NOTIFY on the channel. onResumed runs each time listening resumes
   * after its connection was lost: notifications sent meanwhile are gone, so callers re-read.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResumed?: () => void,
  ): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Runs fn while holding a cluster-wide advisory lock (a no-op guard on embedded PGlite). On
   * PostgreSQL fn gets a connection of its own with no statement timeout (migrations may be long).
   */
  withAdvisoryLock<T>(lockId: number, fn: (db: Db) => Promise<T>): Promise<T>;
  /** Connection use, for metrics. PGlite is one in-process connection: max and total are 1. */
  poolStats(): PoolStats;
  /** The embedded database's whole data folder as one uncompressed tar (a test template). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
};

export type PoolStats = { max: number; total: number; idle?: number; waiting?: number };

export type DatabaseOptions =
  // No dataDir: in memory (tests). template: a dumped data folder (PGlite.dumpDataDir) to start
  // from instead of running initdb, which costs seconds; the tests build one migrated template.
  // pristine: a folder holding a cluster fresh from initdb (the build makes one in dist/), copied
  // to a new data folder instead of running initdb there.
  | { kind: 'pglite'; dataDir?: string; template?: Blob; pristine?: string }
  | { kind: 'postgres'; url: string; poolSize?: number; statementTimeoutMs?: number };

/**
 * How much longer than the statement timeout the client waits for an answer. PostgreSQL cancels a
 * slow statement itself; this is for a server that no longer answers at all (frozen, or a network
 * path that drops packets without a reset), where only the client can give up.
 */
const CLIENT_GRACE_MS = 5_000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite'
    ? openPglite(options)
    : openPostgres(options.url, options.poolSize, options.statementTimeoutMs);
}

/**
 * PostgreSQL's default 128 MB of shared buffers lives inside PGlite's WebAssembly memory, which
 * never shrinks once touched: most of the server's resident memory. A shop's whole database is a
 * few MB, so 16 MB of buffers holds it, and the process idles at about half the memory
 * (bench/README.md, issue 22).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

async function openPglite({
  dataDir,
  template,
  pristine,
}: Extract<DatabaseOptions, { kind: 'pglite' }>): Promise<Database> {
  const pgdata = dataDir ? path.join(dataDir, 'pgdata') : undefined;
  if (pgdata && !pgliteDataDirExists(pgdata)) await createPgliteDataDir(pgdata, { pristine });
  const startParams = PGLITE_START_PARAMS;
  const client = pgdata
    ? new PGlite(pgdata, { startParams })
    : template
      ? await PGlite.create({ loadDataDir: template, startParams })
      : new PGlite({ startParams });
  await client.waitReady;
  return pgliteDatabase(client);
}

/**
 * The Database over an open PGlite client. `close` is what closing it does: the client's own
 * close, or, for the test suite's pool of embedded databases, handing the client back.
 */
export function pgliteDatabase(client: PGlite, close: () => Promise<void> = () => client.close()): Database {
  const db = drizzlePglite({ client: withStatementCache(client), schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => {
        if (!closed) await unsubscribe();
      };
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    // One process owns the embedded folder (see data-dir-lock), so there is nobody to exclude.
    withAdvisoryLock: (_lockId, fn) => fn(db),
    poolStats: () => ({ max: 1, total: closed ? 0 : 1 }),
    dumpDataDir: () => client.dumpDataDir('none'),
    async close() {
      if (closed) return;
      closed = true;
      await close();
    },
  };
}

async function openPostgres(
  url: string,
  poolSize = 10,
  statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS,
): Promise<Database> {
  // Loaded only with DATABASE_URL: the embedded default never needs them (issue 22).
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  // A request never waits on the database without end: a slow statement is cancelled by the
  // server, a silent server is given up on by the client. Either answers 503 (error-handler.ts).
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + CLIENT_GRACE_MS,
  });
  // An idle client that loses its connection (server restart) must not crash the process;
  // the pool replaces it and the next query reports the failure to its caller.
  pool.on('error', () => {});
  // The pool listens only to idle clients. A checked-out one (a transaction, the advisory lock)
  // whose connection drops emits 'error' with nobody listening, which would end the process; its
  // queries are rejected anyway, and the pool discards it when it comes back unqueryable.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let listener: PgClient | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const resumedHandlers = new Set<() => void>();
  let listenedBefore = false;

  let closing = false;
  let reconnect: NodeJS.Timeout | undefined;

  // A lost listener (server restart, network cut) is replaced in the background, so live events
  // resume without restarting this process; events sent while it was away are not replayed.
  function scheduleReconnect(delayMs = 1000) {
    if (closing || reconnect || handlers.size === 0) return;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      listenerClient().catch(() => scheduleReconnect(Math.min(delayMs * 2, 30_000)));
    }, delayMs);
    reconnect.unref();
  }

  async function listenerClient(): Promise<PgClient> {
    if (listener) return listener;
    const client = new pg.Client({ connectionString: url });
    const lost = () => {
      if (listener === client) listener = undefined;
      scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (msg) => {
      for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    await client.connect();
    for (const channel of handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    listener = client;
    if (listenedBefore) for (const resumed of resumedHandlers) resumed();
    listenedBefore = true;
    return client;
  }

  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    async listen(channel, onPayload, onResumed) {
      const set = handlers.get(channel) ?? new Set();
      const first = set.size === 0;
      set.add(onPayload);
      handlers.set(channel, set);
      if (onResumed) resumedHandlers.add(onResumed);
      const client = await listenerClient();
      if (first) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        if (onResumed) resumedHandlers.delete(onResumed);
        set.delete(onPayload);
        if (set.size === 0) {
          handlers.delete(channel);
          await listener?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
        }
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async withAdvisoryLock(lockId, fn) {
      // A session-level lock on a connection outside the pool and without its timeouts: waiting
      // for another instance's migrations, and the migrations themselves, may take longer.
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [lockId]);
        try {
          return await fn(drizzlePg({ client, schema }) as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [lockId]);
        }
      } finally {
        await client.end().catch(() => {});
      }
    },
    poolStats: () => ({
      max: poolSize,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async close() {
      closing = true;
      clearTimeout(reconnect);
      await listener?.end().catch(() => {});
      listener = undefined;
      await pool.end();
    },
  };
}
