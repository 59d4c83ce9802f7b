// A fresh database per test file: in-memory PGlite by default (a new one, or one an earlier file
// handed back, reset to the same contents: pglite-pool.ts), or a throwaway database on the
// PostgreSQL server named by TEST_DATABASE_URL (created here, dropped on close).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '#server/db/database.ts';
import { applyMigrations } from '#server/db/migrate.ts';
import { pooledPglite } from './pglite-pool.ts';

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export type TestDatabase = Database & { url?: string };

const templateBlobs = new Map<string, Blob>();

/** A template dump of the run, read once per worker; undefined outside the vitest run that made it. */
function template(which: 'pgliteTemplate' | 'pgliteSeededTemplate'): Blob | undefined {
  const file = inject(which);
  if (!file || !fs.existsSync(file)) return undefined;
  let blob = templateBlobs.get(file);
  if (!blob) {
    blob = new Blob([fs.readFileSync(file)]);
    templateBlobs.set(file, blob);
  }
  return blob;
}

/**
 * `migrate: false` leaves the database empty (tests of the migrations themselves). `seeded: true`
 * starts the embedded database from the run's seeded template (DEFAULT_TEST_SEED already
 * applied); the caller seeds as usual, which then finds the demo shop in place. On PostgreSQL the
 * database is migrated only, and the caller's seed writes it.
 */
export async function openTestDatabase(
  options: { migrate?: boolean; seeded?: boolean } = {},
): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // The run's migrated template (tests/helpers/pglite-template.global.ts) instead of initdb;
    // the migrations then find nothing left to apply.
    const dump = migrate
      ? ((options.seeded ? template('pgliteSeededTemplate') : undefined) ?? template('pgliteTemplate'))
      : undefined;
    // From the worker's pool when a file before this one handed a database back (pglite-pool.ts).
    const database = dump ? await pooledPglite(dump) : await openDatabase({ kind: 'pglite' });
    if (migrate) await applyMigrations(database);
    return database;
  }
  const name = `chai_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  if (migrate) await applyMigrations(database);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
