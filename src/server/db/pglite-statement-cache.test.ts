import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStatementCache } from './pglite-statement-cache.ts';

let raw: PGlite;
let cached: PGlite;

beforeAll(async () => {
  raw = new PGlite();
  await raw.waitReady;
  cached = withStatementCache(raw, { maxStatements: 3 });
  await raw.exec(`
    create table things (id serial primary key, name text not null unique, tags text[],
      at timestamptz not null default now(), data jsonb);
  `);
});
afterAll(() => raw.close());

const preparedCount = async () =>
  (await raw.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

describe('the PGlite statement cache', () => {
  it('answers exactly as query() does, for awkward values too', async () => {
    const names = ['plain', `it's "quoted", {braced} \\ back`, 'NULL', ''];
    await cached.query('insert into things (name, tags, data) values ($1, $2, $3)', [
      'awkward',
      names,
      { nested: [1, 'two', null] },
    ]);
    const text = 'select id, name, tags, at, data from things where name = any($1::text[])';
    const viaCache = await cached.query(text, [['awkward', 'missing']]);
    const viaQuery = await raw.query(text, [['awkward', 'missing']]);
    expect(viaCache.rows).toEqual(viaQuery.rows);
    expect(viaCache.fields).toEqual(viaQuery.fields);
    expect(viaCache.rows[0]).toMatchObject({ tags: names, data: { nested: [1, 'two', null] } });
    expect((viaCache.rows[0] as { at: unknown }).at).toBeInstanceOf(Date);

    // drizzle's options: array rows, its own parsers (timestamps kept as text).
    const options = { rowMode: 'array' as const, parsers: { 1184: (value: string) => value } };
    const arrays = await cached.query(text, [['awkward']], options);
    expect(arrays.rows).toEqual((await raw.query(text, [['awkward']], options)).rows);
    expect(typeof (arrays.rows[0] as unknown[])[3]).toBe('string');

    const update = 'update things set data = data where name = any($1::text[])';
    const counts = ({ command, affectedRows, rowCount }: Record<string, unknown>) => ({
      command,
      affectedRows,
      rowCount,
    });
    expect(counts(await cached.query(update, [['awkward']]))).toEqual(
      counts(await raw.query(update, [['awkward']])),
    );
    expect(counts(await cached.query(update, [['awkward']]))).toEqual({
      command: 'UPDATE',
      affectedRows: 1,
      rowCount: 1,
    });
  });

  it('reports errors as PGlite does and stays usable', async () => {
    const insert = 'insert into things (name) values ($1)';
    await cached.query(insert, ['unique-one']);
    const error = await cached.query(insert, ['unique-one']).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 'things_name_key' });
    expect(
      (await cached.query('select count(*)::int as n from things where name = $1', ['unique-one'])).rows,
    ).toEqual([{ n: 1 }]);
  });

  it('keeps transactions whole: a failure rolls back, and outside queries wait for the commit', async () => {
    await expect(
      cached.transaction(async (tx) => {
        await tx.query('insert into things (name) values ($1)', ['rolled-back']);
        await tx.query('insert into things (name) values ($1)', ['unique-one']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await cached.query('select 1 from things where name = $1', ['rolled-back'])).rows).toEqual([]);

    const seen: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tx = cached.transaction(async (t) => {
      await t.query('insert into things (name) values ($1)', ['committed-later']);
      await held;
      seen.push('commit');
    });
    const outside = cached
      .query<{ n: number }>('select count(*)::int as n from things where name = $1', ['committed-later'])
      .then((r) => seen.push(`outside saw ${r.rows[0]!.n}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([tx, outside]);
    expect(seen).toEqual(['commit', 'outside saw 1']);
  });

  it('holds at most its limit of prepared statements, closing the least recently used', async () => {
    for (let round = 0; round < 3; round++)
      for (let i = 0; i < 6; i++)
        expect((await cached.query(`select $1::int + ${i} as n`, [round])).rows).toEqual([{ n: round + i }]);
    // The limit, plus at most one evicted statement waiting to be closed at the next prepare.
    const count = await preparedCount();
    expect(count).toBeGreaterThanOrEqual(3);
    expect(count).toBeLessThanOrEqual(4);
  });

  it('prepares again when a table changes shape under a cached statement', async () => {
    const text = 'select * from things where name = $1';
    expect(Object.keys((await cached.query(text, ['awkward'])).rows[0] as object)).not.toContain('extra');
    await raw.exec('alter table things add column extra int default 7');
    expect((await cached.query(text, ['awkward'])).rows[0]).toMatchObject({ extra: 7 });
  });

  it('delivers NOTIFY sent by a cached statement to listeners', async () => {
    const payloads: string[] = [];
    const stop = await cached.listen('cache_test', (payload) => payloads.push(payload));
    await cached.query('select pg_notify($1, $2)', ['cache_test', 'hello']);
    await cached.transaction(async (tx) => {
      await tx.query('select pg_notify($1, $2)', ['cache_test', 'from a transaction']);
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    await stop();
    expect(payloads).toEqual(['hello', 'from a transaction']);
  });
});
