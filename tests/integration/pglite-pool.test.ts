// The integration suite's pool of embedded databases (tests/helpers/pglite-pool.ts): a file gets
// the template's contents and nothing another file left, and a handle handed back stays closed.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainPool, idleDatabases, pooledPglite } from '../helpers/pglite-pool.ts';
import { openTestDatabase, usingPostgres } from '../helpers/test-database.ts';

let template: Blob;

beforeAll(async () => {
  if (usingPostgres) return;
  const client = await PGlite.create();
  await client.exec(`
    create table things (id serial primary key, name text not null);
    create table tags (thing integer not null references things(id), tag text not null);
    insert into things (name) values ('first'), ('second');
    insert into tags values (1, 'kept');
    select nextval('things_id_seq');
    create function answer() returns int language sql as 'select 41';`);
  template = await client.dumpDataDir('none');
  await client.close();
});
afterAll(() => (template ? drainPool(template) : undefined));

/** What the template gives a first insert when opened without the pool. */
async function nextIdOnFreshCopy() {
  const client = await PGlite.create({ loadDataDir: template });
  const { rows } = await client.query(`insert into things (name) values ('new') returning id`);
  await client.close();
  return rows;
}

/** drizzle wraps the driver's error ('Failed query: ...'); the driver's own is its cause. */
async function failure(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    return String((error as Error).cause ?? error);
  }
  return 'no error';
}

const rows = async (database: Awaited<ReturnType<typeof pooledPglite>>, query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows;

describe.skipIf(usingPostgres)('the pool of embedded test databases', () => {
  it('gives the next file the template as it was: rows, order and sequences', async () => {
    const first = await pooledPglite(template);
    await rows(first, `insert into things (name) values ('left behind')`);
    await rows(first, `delete from tags`);
    await rows(first, `update things set name = 'renamed' where id = 1`);
    await rows(first, `set application_name = 'left behind'`);
    await first.close();
    expect(idleDatabases(template)).toBe(1);

    const second = await pooledPglite(template);
    expect(idleDatabases(template)).toBe(0);
    expect(await rows(second, 'select id, name from things')).toEqual([
      { id: 1, name: 'first' },
      { id: 2, name: 'second' },
    ]);
    expect(await rows(second, 'select * from tags')).toEqual([{ thing: 1, tag: 'kept' }]);
    // The sequence draws what it draws on a database just opened from the template, whoever drew
    // more since.
    expect(await rows(second, `insert into things (name) values ('new') returning id`)).toEqual(
      await nextIdOnFreshCopy(),
    );
    expect(await rows(second, `select current_setting('application_name') as name`)).toEqual([{ name: '' }]);
    await second.close();
  });

  it('refuses every query on a handle once it is handed back', async () => {
    const database = await pooledPglite(template);
    await database.close();
    expect(await failure(rows(database, 'select 1'))).toMatch(/closed/);
    expect(await failure(database.ping())).toMatch(/closed/);
  });

  it('drops the listeners of a handle handed back', async () => {
    const heard: string[] = [];
    const first = await pooledPglite(template);
    await first.listen('news', (payload) => heard.push(`first: ${payload}`));
    await first.close();
    const second = await pooledPglite(template);
    await second.listen('news', (payload) => heard.push(`second: ${payload}`));
    await second.notify('news', 'hello');
    await expect.poll(() => heard).toEqual(['second: hello']);
    await second.close();
  });

  it('takes back the real seeded template of the run (the demo shop)', async () => {
    const database = await openTestDatabase({ seeded: true });
    const waiting = idleDatabases();
    await database.close();
    expect(idleDatabases()).toBe(waiting + 1);
  });

  it('never reuses a database whose function a test replaced under the same name', async () => {
    const first = await pooledPglite(template);
    await rows(first, `create or replace function answer() returns int language sql as 'select 42'`);
    await first.close();
    const second = await pooledPglite(template);
    expect(await rows(second, 'select answer() as n')).toEqual([{ n: 41 }]);
    await second.close();
  });

  it('never reuses a database whose structure a test changed', async () => {
    const changed = await pooledPglite(template);
    const waiting = idleDatabases(template);
    await rows(changed, 'create index things_name on things (name)');
    await changed.close();
    expect(idleDatabases(template)).toBe(waiting);
    const next = await pooledPglite(template);
    expect(await rows(next, `select indexname from pg_indexes where indexname = 'things_name'`)).toEqual([]);
    await next.close();
  });
});
