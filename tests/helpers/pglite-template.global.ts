// Vitest global setup: one embedded database is created and migrated once per run and dumped to
// a file; test files then start in-memory databases from that dump (about 1 s of CPU; or a
// database an earlier file of the same worker handed back, reset: tests/helpers/pglite-pool.ts)
// instead of running initdb and every migration again (4 to 15 s on two busy cores). A second
// dump also holds the demo shop as createTestApp seeds it (menu, settings, the three demo staff),
// so the 85-odd test apps of a run skip the seed: 0.23 s of CPU each, most of it the staff's
// password hashes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '#server/db/database.ts';
import { applyMigrations } from '#server/db/migrate.ts';
import { seedDatabase } from '#server/seed/seed.ts';
import { DEFAULT_TEST_SEED } from './test-seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template's dump; '' when the run uses PostgreSQL instead. */
    pgliteTemplate: string;
    /** The same, seeded with the demo shop (no item options); '' on PostgreSQL. */
    pgliteSeededTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    project.provide('pgliteSeededTemplate', '');
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-pglite-template-'));
  const database = await openDatabase({ kind: 'pglite' });
  await applyMigrations(database);
  project.provide('pgliteTemplate', await dumpTo(database, path.join(dir, 'template.tar')));
  // Exactly what createTestApp's seed writes by default; it runs again on a copy and finds it all.
  await seedDatabase(database.db, DEFAULT_TEST_SEED);
  project.provide('pgliteSeededTemplate', await dumpTo(database, path.join(dir, 'seeded.tar')));
  await database.close();
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function dumpTo(database: Database, file: string): Promise<string> {
  if (!database.dumpDataDir) throw new Error('the embedded database cannot dump its data folder');
  const dump = await database.dumpDataDir();
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}
