// The integration suite's embedded databases, reused within a worker. Opening one from the run's
// template (a tar of its data folder) costs about 0.9 s of CPU on two busy cores: WebAssembly
// memory, untarring, PostgreSQL's boot. Putting the same database back in the template's state
// with SQL costs about 0.15 s. So a database a test file closes goes back to its worker's pool,
// reset, and the next file that asks for the same template gets it.
//
// What a file sees is the database exactly as the template left it:
// - every table's rows come back from a copy taken when the database was opened (same rows, same
//   order on disk, sequences where they were);
// - the session is reset (DISCARD ALL: settings, prepared statements, LISTEN, temporary tables);
// - a database whose structure a test changed (a trigger, a column, a table) is closed, never
//   reused: its structure is compared with the one it was opened with before it goes back;
// - the closed handle stays closed: whatever the old file still holds (an app's late timer, a
//   query queued behind the reset) is refused as a closed PGlite refuses it, and its listeners are
//   gone before the reset runs.
import { PGlite } from '@electric-sql/pglite';
import { type Database, PGLITE_START_PARAMS, pgliteDatabase } from '#server/db/database.ts';

/** Where each table's rows are copied when the database is opened. */
const SNAPSHOT_SCHEMA = 'test_pool_snapshot';
/** A reset that does not finish in this time means something still holds the database: drop it. */
const RESET_TIMEOUT_MS = 10_000;
/** Databases kept per template; a file that opened more at once gets the rest closed. */
const MAX_IDLE = 2;

type Pooled = { client: PGlite; structure: string; reset: string };
type HandleState = { released: boolean; listeners: Set<() => Promise<void>> };

const idle = new Map<Blob, Pooled[]>();

// Everything a test could change about the database's shape, one line each.
const STRUCTURE_SQL = `
select string_agg(line, E'\\n' order by line) as structure from (
  select 'column ' || table_schema || '.' || table_name || '.' || column_name || ' ' || data_type || ' '
    || coalesce(column_default, '') || ' ' || is_nullable as line
    from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema')
  union all select 'index ' || schemaname || ' ' || indexdef from pg_indexes
    where schemaname not in ('pg_catalog', 'information_schema')
  union all select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
    from pg_constraint where connamespace = 'public'::regnamespace
  union all select 'trigger ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text
    from pg_trigger where not tgisinternal
  union all select 'function ' || oid::regprocedure::text from pg_proc where pronamespace = 'public'::regnamespace
  union all select 'type ' || typname from pg_type where typnamespace = 'public'::regnamespace
  union all select 'view ' || schemaname || '.' || viewname from pg_views
    where schemaname not in ('pg_catalog', 'information_schema')
  union all select 'sequence ' || schemaname || '.' || sequencename from pg_sequences
  union all select 'extension ' || extname || ' ' || extversion from pg_extension
  union all select 'schema ' || nspname from pg_namespace
) lines`;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function structureOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ structure: string }>(STRUCTURE_SQL);
  return rows[0]?.structure ?? '';
}

/** Opens a database from the template and copies its rows aside; returns the SQL that restores them. */
async function openFresh(template: Blob): Promise<Pooled> {
  const client = await PGlite.create({ loadDataDir: template, startParams: PGLITE_START_PARAMS });
  const tables = (
    await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).rows.map((r) => quoted(r.name));
  const sequences = (
    await client.query<{ name: string; last: string | null; start: string }>(
      `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
              last_value::text as last, start_value::text as start
         from pg_sequences where schemaname = 'public'`,
    )
  ).rows;
  await client.exec(
    [
      `create schema ${SNAPSHOT_SCHEMA}`,
      ...tables.map((t) => `create table ${SNAPSHOT_SCHEMA}.${t} as select * from public.${t}`),
    ].join(';\n'),
  );
  // Foreign keys are not checked while the rows come back (the copy is consistent as a whole).
  const reset = [
    'set local session_replication_role = replica',
    tables.length ? `truncate ${tables.map((t) => `public.${t}`).join(', ')}` : '',
    ...tables.map((t) => `insert into public.${t} select * from ${SNAPSHOT_SCHEMA}.${t}`),
    ...sequences.map((s) =>
      s.last === null
        ? `select setval('${s.name}', ${s.start}, false)`
        : `select setval('${s.name}', ${s.last}, true)`,
    ),
  ]
    .filter(Boolean)
    .join(';\n');
  return { client, structure: await structureOf(client), reset };
}

/** The client as the file sees it: refused like a closed PGlite once handed back. */
function handleOn(client: PGlite, state: HandleState): PGlite {
  const bound = new Map<PropertyKey, unknown>();
  const refuse = () => Promise.reject(new Error('PGlite is closed'));
  return new Proxy(client, {
    get(target, property) {
      if (property === 'closed') return state.released || target.closed;
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (state.released) return refuse;
      if (property === 'listen') {
        return async (...args: Parameters<PGlite['listen']>) => {
          const unlisten = await target.listen(...args);
          const tracked = async () => {
            state.listeners.delete(tracked);
            await unlisten();
          };
          state.listeners.add(tracked);
          return tracked;
        };
      }
      let method = bound.get(property);
      if (!method) {
        method = (value as (...args: unknown[]) => unknown).bind(target);
        bound.set(property, method);
      }
      return method;
    },
  });
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the pooled database did not reset in time')), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Puts the database back as the template left it, or closes it when that cannot be vouched for. */
async function handBack(template: Blob, pooled: Pooled, state: HandleState): Promise<void> {
  state.released = true;
  const { client } = pooled;
  try {
    await withTimeout(
      (async () => {
        for (const unlisten of [...state.listeners]) await unlisten();
        await client.exec('discard all');
        if ((await structureOf(client)) !== pooled.structure) throw new Error('structure changed');
        await client.transaction((tx) => tx.exec(pooled.reset));
      })(),
      RESET_TIMEOUT_MS,
    );
  } catch {
    // A test changed the database's shape, or left it busy: it is not reused (nor waited for).
    void client.close().catch(() => undefined);
    return;
  }
  const list = idle.get(template) ?? [];
  if (list.length >= MAX_IDLE) return client.close();
  list.push(pooled);
  idle.set(template, list);
}

/** An embedded database holding the template's contents: a reset one from the pool, or a new one. */
export async function pooledPglite(template: Blob): Promise<Database> {
  const pooled = idle.get(template)?.pop() ?? (await openFresh(template));
  const state: HandleState = { released: false, listeners: new Set() };
  return pgliteDatabase(handleOn(pooled.client, state), () => handBack(template, pooled, state));
}

/** How many reset databases wait in this worker's pool for the template (for the pool's own tests). */
export function idleDatabases(template: Blob): number {
  return idle.get(template)?.length ?? 0;
}
