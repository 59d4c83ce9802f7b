import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './database.ts';

/** Runs hand-written SQL and returns its rows: node-postgres and PGlite both answer with { rows }. */
export async function rawRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Runs SQL text with $1.. parameters as the prepared statement `statement`, for the few queries
 * that run on every checkout: the text is written once per shape (see memoizedText), so no SQL
 * is built per call. PostgreSQL parses and plans a named statement once per connection and then
 * only binds and executes it (node-postgres named statements; PGlite caches every text anyway,
 * see pglite-statement-cache.ts). So a name must always go with the same text: callers put
 * whatever varies the text (a count of placeholders) into the name.
 */
export async function statementRows<T>(
  db: Db | Tx,
  statement: string,
  text: string,
  params: unknown[],
): Promise<T[]> {
  const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, statement, false);
  return ((await prepared.execute()) as { rows: T[] }).rows;
}

/** `write(n)`, written once per n and then remembered (n: a count of lines, say; a small range). */
export function memoizedText(write: (n: number) => string): (n: number) => string {
  const texts = new Map<number, string>();
  return (n) => {
    let text = texts.get(n);
    if (text === undefined) {
      text = write(n);
      texts.set(n, text);
    }
    return text;
  };
}
