import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { projectPath } from '../project-path.ts';
import type { Database } from './database.ts';

// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK_ID = 7_202_611;

export async function applyMigrations(database: Database): Promise<void> {
  const migrationsFolder = projectPath('drizzle');
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: drizzle's migrator wants its concrete driver type.
    await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  // Several instances may start at once: the lock makes them apply migrations one at a time,
  // and the ones that waited find every migration already recorded.
  await database.withAdvisoryLock(MIGRATION_LOCK_ID, async (db) => {
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    await migratePg(db as any, { migrationsFolder });
  });
}
