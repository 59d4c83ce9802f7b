import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './database';

/** Runs hand-written SQL and returns its rows: node-postgres and PGlite both answer with { rows }. */
export async function rawRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
