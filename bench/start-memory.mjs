// The embedded default on a small server (issue 22): the built server started on an empty data
// folder (initdb in a child, migrations, seed), then stopped and started again on that folder. For
// each start: time to /readyz, to the first menu answer, and resident memory once idle. With a
// PostgreSQL server the same pair on an empty throwaway database (migrations and seed), then a
// restart on it; there the RSS is the server process alone, the database being another process.
// Run alone: `node bench/start-memory.mjs` (builds first if the build is stale); with
// BENCH_DATABASE_URL set, PostgreSQL too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale, startAppServer, stopServer } from './app-server.mjs';
import { throwawayDatabase } from './orders.mjs';
import { rssMb } from './rss.mjs';

const IDLE_MS = 5_000;

/** One start; `whileUp(app)` runs on the started server after the idle reading, before it stops. */
async function oneStart(env, whileUp) {
  // A first start migrates and seeds, which a busy machine may take minutes over.
  const app = await startAppServer(env, { readyTimeoutMs: 300_000 });
  try {
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const idleRssMb = rssMb(app.child.pid);
    const during = whileUp ? await whileUp(app) : undefined;
    return { readyMs: app.readyMs, firstMenuMs: app.coldStartMs, idleRssMb, during };
  } finally {
    await stopServer(app.child);
    // startAppServer's own scratch folder (images; the database itself when DATA_DIR is not given).
    if (app.dataDir !== env.DATA_DIR) fs.rmSync(app.dataDir, { recursive: true, force: true });
  }
}

/**
 * First start on an empty data folder, then a restart on the folder it made; with `databaseUrl`
 * (a PostgreSQL server) on an empty throwaway database instead, dropped afterwards.
 * `whileRestarted(app)` runs on the restarted server once its idle RSS is read (the bench's load
 * on PostgreSQL); its result is `restart.during`.
 */
export async function startFigures({ databaseUrl, whileRestarted } = {}) {
  if (databaseUrl) {
    const database = await throwawayDatabase(databaseUrl, 'start');
    try {
      const env = { DATABASE_URL: database.url };
      const first = await oneStart(env);
      const restart = await oneStart(env, whileRestarted);
      return { first, restart };
    } finally {
      await database.drop();
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-start-'));
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const first = await oneStart(env);
    const restart = await oneStart(env, whileRestarted);
    return { first, restart };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Issue 22's goals for the embedded default on a small server. */
export const START_GOALS = { firstStartMs: 3000, restartMs: 1000, idleRssMb: 350, menuAfterBulkMs: 100 };

const fmt = (n, d = 0) => (n === undefined ? '-' : Number(n).toFixed(d));
const rssPair = (r) => (r ? `${fmt(r.peakMb)} / ${fmt(r.lastMb)} MB` : '-');

/**
 * Rows for bench/results.md, the embedded database and PostgreSQL side by side. `embedded` and
 * `postgres` (undefined when not measured, `postgresSkipped` says why): { first, restart } from
 * startFigures, and the server's RSS sampled under the menu load (`menuRss`; `menuRps` its req/s by encoding) and the checkout
 * loads (`checkoutRss`, `checkoutOptionsRss`), each { peakMb, lastMb } from rss.mjs.
 */
export function startMemoryTable({ embedded, postgres, postgresSkipped }) {
  const g = START_GOALS;
  let rows = 0;
  // Without PostgreSQL the first row says why; the others leave the cell empty.
  const row = (measure, pick, goal = '') => {
    const other = postgres ? pick(postgres) : rows === 0 ? `skipped: ${postgresSkipped}` : '-';
    rows++;
    return `| ${measure} | ${pick(embedded)} | ${other} | ${goal} |`;
  };
  const ms = (f) => `${fmt(f)} ms`;
  const mb = (f) => `${fmt(f)} MB`;
  return [
    '| start and memory (server process) | embedded PGlite | PostgreSQL | goal |',
    '|---|---|---|---|',
    row('first start on an empty data folder / database: to /readyz', (s) => ms(s.first.readyMs)),
    row('first start: to the first menu served', (s) => ms(s.first.firstMenuMs), `<= ${g.firstStartMs} ms`),
    row(
      'first start: idle RSS (5 s after the first menu)',
      (s) => mb(s.first.idleRssMb),
      `<= ${g.idleRssMb} MB`,
    ),
    row('restart on it: to /readyz', (s) => ms(s.restart.readyMs), `<= ${g.restartMs} ms`),
    row('restart: to the first menu served', (s) => ms(s.restart.firstMenuMs), `<= ${g.restartMs} ms`),
    row(
      'restart: idle RSS (5 s after the first menu)',
      (s) => mb(s.restart.idleRssMb),
      `<= ${g.idleRssMb} MB`,
    ),
    row('GET /api/menu req/s identity / gzip (restarted server, the app side of the menu comparison)', (s) =>
      s.menuRps ? `${fmt(s.menuRps.identity)} / ${fmt(s.menuRps.gzip)}` : '-',
    ),
    row('RSS under that menu load: peak / right after', (s) => rssPair(s.menuRss)),
    row('RSS under the checkout load (one-tap items): peak / right after', (s) => rssPair(s.checkoutRss)),
    row('RSS under the checkout load (2 options a line): peak / right after', (s) =>
      rssPair(s.checkoutOptionsRss),
    ),
  ];
}

/** A line for each of issue 22's goals this run missed, saying what stands in the way. */
export function startMemoryMisses({ embedded, postgres, bulk }) {
  const g = START_GOALS;
  const missed = [];
  const rerun = "Rerun `node bench/start-memory.mjs` alone first: these figures follow the host's load.";
  const sides = [
    ['embedded PGlite', embedded],
    ['PostgreSQL', postgres],
  ].filter(([, s]) => s);
  for (const [name, s] of sides) {
    const embeddedSide = s === embedded;
    if (s.first.firstMenuMs > g.firstStartMs)
      missed.push(
        `${name}: first start ${fmt(s.first.firstMenuMs)} ms to the first menu > ${g.firstStartMs} ms. ` +
          (embeddedSide
            ? "It creates the data folder (a copy of the build's pristine cluster, or PGlite's " +
              'initdb in a child process when there is none, src/server/db/pglite-first-start.ts), ' +
              'then opens it as a restart does, ' +
              `migrates and seeds${postgres ? ` (the same migrations and seed took ${fmt(postgres.first.firstMenuMs)} ms in all on PostgreSQL)` : ''}; ` +
              'this bench does not split the time between those steps. '
            : 'It runs the migrations and the seed against the database server. ') +
          rerun,
      );
    if (s.restart.firstMenuMs > g.restartMs)
      missed.push(
        `${name}: restart ${fmt(s.restart.readyMs)} ms to /readyz, ${fmt(s.restart.firstMenuMs)} ms to the first menu > ${g.restartMs} ms. ` +
          (embeddedSide
            ? 'A CPU profile of a restart on a quiet host (`node --cpu-prof dist/server/server.mjs` ' +
              "on an existing folder, 1.33 s in all, 2026-11-27): PGlite's WebAssembly PostgreSQL " +
              'starting up about 350 ms, loading the JavaScript modules about 300 ms (about 1,100 ' +
              'files from node_modules; better-auth and its dependencies are a third of them), ' +
              'garbage collection 80 ms, waiting on files 140 ms; migrations, seed check and ' +
              'opening the folder take about 0.1 s. What would close it: bundling better-auth and ' +
              "the other packages nothing else imports into the server's bundle, or a V8 compile " +
              'cache (Node 22). Already done: packages a start does not use load on first use; ' +
              'loading the app while the database opens (a split bundle) measured no gain. '
            : 'Before /readyz the server connects, checks the migrations and the seed, and ' +
              'builds the app (routes, the server-side rendering bundle). ') +
          rerun,
      );
    for (const [which, f] of [
      ['first start', s.first],
      ['restart', s.restart],
    ])
      if (f.idleRssMb > g.idleRssMb)
        missed.push(
          `${name}: idle RSS after the ${which} ${fmt(f.idleRssMb)} MB > ${g.idleRssMb} MB. ` +
            (embeddedSide
              ? "The embedded database lives in the server process: PGlite's WebAssembly memory " +
                'never shrinks once grown (shared buffers are already down to 16 MB, ' +
                "src/server/db/database.ts), on top of Node's own heap" +
                (postgres
                  ? ` (the same server on PostgreSQL idles at ${fmt(postgres.restart.idleRssMb)} MB)`
                  : '') +
                '. '
              : 'This is the server process alone (the database is another process): Node and the ' +
                'in-memory copies (menu snapshot, search index, settings). ') +
            rerun,
        );
  }
  if (bulk.menuRebuildMs > g.menuAfterBulkMs)
    missed.push(
      `First menu load after a bulk action over ${bulk.items} items: ${fmt(bulk.menuRebuildMs)} ms > ${g.menuAfterBulkMs} ms. ` +
        'The write drops the menu snapshot and a rebuild starts at once, off any request ' +
        '(catalog.service.ts invalidate): one read of every item, serialising, quick gzip and ' +
        'brotli, the search word index (menu-snapshot.ts). This first load waits for that build. ' +
        'Rerun `node bench/bulk-action.mjs` alone first.',
    );
  return missed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildIfStale();
  const line = (name, f) =>
    `${name}: ready ${Math.round(f.readyMs)} ms, first menu ${Math.round(f.firstMenuMs)} ms, idle RSS ${Math.round(f.idleRssMb)} MB`;
  const embedded = await startFigures();
  console.log(line('first start (empty folder)', embedded.first));
  console.log(line('restart (existing folder)', embedded.restart));
  if (process.env.BENCH_DATABASE_URL) {
    const postgres = await startFigures({ databaseUrl: process.env.BENCH_DATABASE_URL });
    console.log(line('PostgreSQL first start (empty database)', postgres.first));
    console.log(line('PostgreSQL restart', postgres.restart));
  }
}
