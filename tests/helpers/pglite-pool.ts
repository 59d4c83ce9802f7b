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

// Everything a test could change about the database's shape, one line each: definitions, not just
// names (a function replaced under the same name, a column dropped and added back elsewhere).
const STRUCTURE_SQL = `
select string_agg(line, E'\\n' order by line) as structure from (
  select 'column ' || a.attrelid::regclass::text || ' ' || a.attnum || ' ' || a.attname || ' '
      || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull || ' ' || a.attgenerated::text || ' '
      || a.attidentity::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') as line
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where c.relnamespace::regnamespace::text not like 'pg\\_%' and c.relnamespace <> 'information_schema'::regnamespace
      and a.attnum > 0 and not a.attisdropped
  union all select 'relation ' || oid::regclass::text || ' ' || relkind::text || ' ' || relispartition || ' '
      || relrowsecurity from pg_class
    where relnamespace::regnamespace::text not like 'pg\\_%' and relnamespace <> 'information_schema'::regnamespace
  union all select 'index ' || schemaname || ' ' || indexdef from pg_indexes
    where schemaname not like 'pg\\_%' and schemaname <> 'information_schema'
  union all select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
    from pg_constraint where connamespace = 'public'::regnamespace
  union all select 'trigger ' || pg_get_triggerdef(oid) || ' ' || tgenabled::text from pg_trigger where not tgisinternal
  union all select 'function ' || pg_get_functiondef(oid) from pg_proc
    where pronamespace = 'public'::regnamespace and prokind in ('f', 'p')
  union all select 'type ' || typname from pg_type where typnamespace = 'public'::regnamespace
  union all select 'enum ' || enumtypid::regtype::text || ' ' || enumsortorder || ' ' || enumlabel from pg_enum
  union all select 'view ' || oid::regclass::text || ' ' || pg_get_viewdef(oid) from pg_class
    where relkind in ('v', 'm') and relnamespace = 'public'::regnamespace
  union all select 'policy ' || polrelid::regclass::text || ' ' || polname from pg_policy
  union all select 'rule ' || definition from pg_rules where schemaname = 'public'
  union all select 'sequence ' || schemaname || '.' || sequencename || ' ' || increment_by || ' ' || cycle
    from pg_sequences
  union all select 'extension ' || extname || ' ' || extversion from pg_extension
  -- Temporary schemas (pg_temp_N) outlive DISCARD ALL empty: not a change.
  union all select 'schema ' || nspname from pg_namespace where nspname not like 'pg\\_temp\\_%'
    and nspname not like 'pg\\_toast\\_temp\\_%'
) lines`;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function structureOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ structure: string }>(STRUCTURE_SQL);
  return rows[0]?.structure ?? '';
}

/**
 * Opens a database from the template and copies its rows aside; `reset` is the SQL that puts
 * them back. Ordinary tables only (a partition's rows are its parent's), by column name, leaving
 * out generated columns, which PostgreSQL computes again.
 */
async function openFresh(template: Blob): Promise<Pooled> {
  const client = await PGlite.create({ loadDataDir: template, startParams: PGLITE_START_PARAMS });
  const tables = (
    await client.query<{ name: string; columns: string[] }>(
      `select c.relname as name,
              array_agg(a.attname::text order by a.attnum) filter (where a.attgenerated = '') as columns
         from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and not c.relispartition
        group by c.relname order by c.relname`,
    )
  ).rows;
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
      ...tables.map(
        (t) =>
          `create table ${SNAPSHOT_SCHEMA}.${quoted(t.name)} as select ${t.columns.map(quoted).join(', ')} from public.${quoted(t.name)}`,
      ),
    ].join(';\n'),
  );
  // Foreign keys and triggers do not fire while the rows come back (the copy is consistent as a
  // whole); identity columns take the copied values.
  const reset = [
    'set local session_replication_role = replica',
    tables.length ? `truncate ${tables.map((t) => `public.${quoted(t.name)}`).join(', ')}` : '',
    ...tables.map((t) => {
      const columns = t.columns.map(quoted).join(', ');
      return `insert into public.${quoted(t.name)} (${columns}) overriding system value select ${columns} from ${SNAPSHOT_SCHEMA}.${quoted(t.name)}`;
    }),
    ...sequences.map((s) =>
      s.last === null
        ? `select setval('${s.name}', ${s.start}, false)`
        : `select setval('${s.name}', ${s.last}, true)`,
    ),
  ]
    .filter(Boolean)
    .join(';\n');
  // Reset once now, so that every file, the first included, gets a database in the same state
  // (a truncate also resets the planner's row counts, which can change plans and row orders).
  await client.transaction((tx) => tx.exec(reset));
  return { client, structure: await structureOf(client), reset };
}

/** The client as the file sees it: refused like a closed PGlite once handed back. */
function handleOn(client: PGlite, state: HandleState): PGlite {
  const bound = new Map<PropertyKey, unknown>();
  /** Remembers a subscription, or ends it at once when the file closed while it was being made. */
  async function track(unlisten: () => Promise<void>): Promise<() => Promise<void>> {
    if (state.released) {
      await unlisten();
      return async () => undefined;
    }
    const tracked = async () => {
      state.listeners.delete(tracked);
      await unlisten();
    };
    state.listeners.add(tracked);
    return tracked;
  }
  const refuse = () => Promise.reject(new Error('PGlite is closed'));
  return new Proxy(client, {
    get(target, property) {
      if (property === 'closed') return state.released || target.closed;
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (state.released) return refuse;
      if (property === 'listen') {
        return async (...args: Parameters<PGlite['listen']>) => track(await target.listen(...args));
      }
      if (property === 'onNotification') {
        return (...args: Parameters<PGlite['onNotification']>) => {
          const stop = target.onNotification(...args);
          void track(async () => stop());
          return stop;
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
  } catch (error) {
    // A test changed the database's shape, or left it busy: it is not reused (nor waited for).
    // Said in the output, so a pool that stopped reusing anything does not go unnoticed.
    console.warn(`an embedded test database was not reused: ${(error as Error).message}`);
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

/** How many reset databases wait in this worker's pool, for one template or all (for the pool's own tests). */
export function idleDatabases(template?: Blob): number {
  if (template) return idle.get(template)?.length ?? 0;
  return [...idle.values()].reduce((sum, list) => sum + list.length, 0);
}

/** Closes the databases waiting for a template (a test's private one, never asked for again). */
export async function drainPool(template: Blob): Promise<void> {
  const list = idle.get(template) ?? [];
  idle.delete(template);
  await Promise.all(list.map((pooled) => pooled.client.close()));
}
