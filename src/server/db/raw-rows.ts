import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './database';

const dialect = new PgDialect();

/**
 * Runs hand-written SQL and returns its rows: node-postgres and PGlite both answer with { rows }.
 *
 * With `statement`, a name for this exact SQL text, PostgreSQL parses and plans it once per
 * connection and then only binds and executes it (node-postgres named statements; PGlite caches
 * every text anyway, see pglite-statement-cache.ts). The name must always go with the same text:
 * callers put whatever varies the text (a count of placeholders) into the name.
 */
export async function rawRows<T>(db: Db | Tx, query: SQL, statement?: string): Promise<T[]> {
  if (!statement) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, statement, false);
  return ((await prepared.execute()) as { rows: T[] }).rows;
}
