// Orders benchmark: orders placed per second through POST /api/orders at 50 concurrent
// connections, against the rate of the raw database transaction that writes the same rows
// (bench/orders-raw.mjs) on the same kind of database in the same run. Goal: ratio >= 0.5, 0 errors.
// On the embedded database always; on PostgreSQL too when BENCH_DATABASE_URL names a server (two
// throwaway databases are created there and dropped: one for the server, one for the baseline).
//
// Used by bench/run.mjs; on its own (under the dist lock): `node bench/orders.mjs` prints the rows.

import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { root } from '../scripts/build-inputs.mjs';
import {
  createClient,
  itemsWithOptions,
  ORDERS_PER_CUSTOMER,
  orderableItems,
  signInCustomers,
} from '../tests/e2e/support/customers-over-http.mjs';
import { buildIfStale, median, signInAdmin, startAppServer } from './app-server.mjs';
import { sampleRss } from './rss.mjs';

const WARMUP_SECONDS = 2;
/** Enough customers that the warm-up never runs out (1,000 orders). */
const WARMUP_CUSTOMERS = 100;
/** The server's default DATABASE_POOL_SIZE; the baseline gets as many connections. */
const POOL_SIZE = 10;

/** A fresh database on the PostgreSQL server at `serverUrl`, with `drop()` to remove it. */
export async function throwawayDatabase(serverUrl, purpose) {
  const name = `chai_bench_${purpose}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Places orders through the API from a separate process for `seconds`; resolves to its figures. */
async function apiRun(url, customers, items, seconds, connections, keyPrefix) {
  const child = fork(path.join(root, 'bench', 'orders-load.mjs'), [], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  child.send({ url, customers, items, seconds, connections, keyPrefix });
  const [result] = await once(child, 'message');
  return result;
}

async function rawBaseline(config) {
  const child = fork(path.join(root, 'bench', 'orders-raw.mjs'), [JSON.stringify(config)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const failed = once(child, 'exit').then(([code]) => {
    throw new Error(`the raw baseline process exited (${code})`);
  });
  failed.catch(() => {});
  await Promise.race([once(child, 'message'), failed]);
  return {
    async run(seconds, connections) {
      child.send({ run: { seconds, connections } });
      const [message] = await Promise.race([once(child, 'message'), failed]);
      return message.result;
    },
    async close() {
      if (child.exitCode !== null) return;
      child.send({ close: true });
      await once(child, 'exit');
    },
  };
}

async function stopServer(app) {
  if (app.child.exitCode === null) {
    app.child.kill('SIGTERM');
    await once(app.child, 'exit');
  }
  fs.rmSync(app.dataDir, { recursive: true, force: true });
}

async function raiseCashLimits(url) {
  const res = await fetch(`${url}/api/admin/settings/cash-limits`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: await signInAdmin(url), origin: url },
    body: JSON.stringify({ maxOrder: 1_000_000, newCustomerMaxOrder: 1_000_000, newCustomerOrders: 0 }),
  });
  if (!res.ok) throw new Error(`raising the cash limits failed: ${res.status} ${await res.text()}`);
}

async function measure(label, { runs, seconds, connections, serverUrl, log, withOptions = false }) {
  const databases = [];
  const cleanups = [];
  try {
    if (serverUrl) {
      databases.push(await throwawayDatabase(serverUrl, 'api'), await throwawayDatabase(serverUrl, 'raw'));
      cleanups.push(() => Promise.all(databases.map((d) => d.drop())));
    }
    const app = await startAppServer({
      NODE_ENV: 'development',
      SMS_PROVIDER: 'console',
      // Each customer's own X-Forwarded-For address keeps the per-IP sign-in limits apart.
      TRUST_PROXY: 'true',
      DATABASE_URL: databases[0]?.url ?? '',
      DATABASE_POOL_SIZE: String(POOL_SIZE),
    });
    cleanups.push(() => stopServer(app));
    // The bench's cash orders are never delivered, so each customer's pile up: caps on orders paid
    // at the door as high as a manager can set them, and none lower for new customers. Every
    // checkout still reads what the customer has open at the door (the cap's price read).
    await raiseCashLimits(app.url);
    const client = createClient(app.url, { connections });
    cleanups.push(async () => client.close());
    // The options case orders two chais with two choices each (the API checks and prices them).
    // The baseline does what the server's transaction does for such an order: it reads the items'
    // option groups with their prices, and writes each line's chosen options and unit price.
    const picked = withOptions ? await itemsWithOptions(client) : await orderableItems(client);
    const items = picked.map(({ id, name, unit, price, options, optionGroupIds }) => ({
      id,
      name,
      unit,
      price,
      ...(options ? { options, optionGroupIds } : {}),
    }));
    const menu = withOptions ? await client.request('GET', '/api/menu') : undefined;
    const usedGroups = new Set(items.flatMap((i) => i.optionGroupIds ?? []));
    const raw = await rawBaseline({
      kind: serverUrl ? 'postgres' : 'pglite',
      url: databases[1]?.url,
      items,
      groups: (menu?.body.optionGroups ?? []).filter((g) => usedGroups.has(g.id)),
      poolSize: POOL_SIZE,
    });
    cleanups.push(() => raw.close());

    let signedIn = 0;
    let signInMs = 0;
    async function customers(count) {
      const t = performance.now();
      const list = await signInCustomers(client, count, { from: signedIn, parallel: 8 });
      signInMs += performance.now() - t;
      signedIn += count;
      return list;
    }
    // The warm-up also tells how many customers a run needs: each places at most 10 orders a minute.
    const warm = await apiRun(
      app.url,
      await customers(WARMUP_CUSTOMERS),
      items,
      WARMUP_SECONDS,
      connections,
      'warm',
    );
    await raw.run(WARMUP_SECONDS, connections);
    // Three times the warm-up rate: the 2-second warm-up often runs slower than the runs do.
    const perRun = Math.ceil((warm.rps * seconds * 3) / ORDERS_PER_CUSTOMER) + connections;
    log(`${label}: warm-up ${warm.rps.toFixed(0)} orders/s; signing in ${perRun * runs} customers`);
    const pool = await customers(perRun * runs);
    const api = [];
    const baseline = [];
    // The server's memory while the orders arrive: sampled over the measured runs (the baseline
    // runs between them leave the server idle, so the peak is one of the API runs').
    const rss = sampleRss(app.child.pid);
    cleanups.push(async () => rss.stop()); // a run that throws must not leave the timer running
    let serverRss;
    for (let i = 0; i < runs; i++) {
      // Alternate so drift in machine load hits both sides alike.
      api.push(
        await apiRun(
          app.url,
          pool.slice(i * perRun, (i + 1) * perRun),
          items,
          seconds,
          connections,
          `run${i}`,
        ),
      );
      // The reading right after the API's last run, before the baseline's.
      if (i === runs - 1) serverRss = rss.stop();
      baseline.push(await raw.run(seconds, connections));
      log(
        `${label} run ${i + 1}: API ${api[i].rps.toFixed(0)}/s (p99 ${api[i].p99.toFixed(0)} ms), raw ${baseline[i].rps.toFixed(0)}/s (p99 ${baseline[i].p99.toFixed(0)} ms)`,
      );
    }
    return { label, api, raw: baseline, customers: signedIn, signInSeconds: signInMs / 1000, serverRss };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  }
}

/** Figures for the embedded database, and for PostgreSQL when `databaseUrl` is given. */
export async function ordersFigures({ runs, seconds, connections, databaseUrl, only, log = () => {} }) {
  const options = { runs, seconds, connections, log };
  const postgres = { ...options, serverUrl: databaseUrl };
  const cases = [
    ['embedded PGlite', options],
    ['embedded PGlite, 2 options a line', { ...options, withOptions: true }],
    ['PostgreSQL', postgres],
    ['PostgreSQL, 2 options a line', { ...postgres, withOptions: true }],
  ];
  const results = [];
  for (const [label, settings] of cases) {
    // `only` (BENCH_ONLY, labels separated by commas) picks cases, to look at one closely.
    if (only && !only.split(',').includes(label)) continue;
    if (settings.serverUrl === undefined && label.startsWith('PostgreSQL')) {
      if (!results.some((r) => r.skipped))
        results.push({ label: 'PostgreSQL', skipped: 'BENCH_DATABASE_URL is not set' });
      continue;
    }
    results.push(await measure(label, settings));
  }
  return results;
}

const fmt = (n, d = 0) => Number(n).toFixed(d);

/**
 * Markdown table rows (medians of the runs) for bench/results.md. `rss: false` leaves out the
 * server's memory (bench/run.mjs shows it beside the other memory figures).
 */
export function ordersTable(results, { rss = true } = {}) {
  const lines = [
    '| orders (POST /api/orders, 2 lines each) | API | raw transaction | ratio | goal |',
    '|---|---|---|---|---|',
  ];
  for (const r of results) {
    if (r.skipped) {
      lines.push(`| ${r.label} | skipped: ${r.skipped} | | | |`);
      continue;
    }
    const m = (runs, key) => median(runs.map((x) => x[key]));
    const apiRps = m(r.api, 'rps');
    const rawRps = m(r.raw, 'rps');
    const apiErrors = r.api.reduce((s, x) => s + x.errors, 0);
    const rawErrors = r.raw.reduce((s, x) => s + x.errors, 0);
    const exhausted = r.api.some((x) => x.exhausted) ? ' (a run ran out of customers early)' : '';
    lines.push(
      `| ${r.label} orders/s${exhausted} | ${fmt(apiRps)} | ${fmt(rawRps)} | ${fmt(apiRps / rawRps, 2)} | >= 0.50 |`,
    );
    lines.push(`| ${r.label} p50 ms | ${fmt(m(r.api, 'p50'), 1)} | ${fmt(m(r.raw, 'p50'), 1)} | | |`);
    lines.push(`| ${r.label} p99 ms | ${fmt(m(r.api, 'p99'), 1)} | ${fmt(m(r.raw, 'p99'), 1)} | | |`);
    const firstError =
      r.api.find((x) => x.firstError)?.firstError ?? r.raw.find((x) => x.firstError)?.firstError;
    lines.push(
      `| ${r.label} errors / non-2xx | ${apiErrors} | ${rawErrors} | | 0${firstError ? ` (first: ${firstError.replace(/\|/g, '/').slice(0, 120)})` : ''} |`,
    );
    lines.push(
      `| ${r.label} customers signed in for the runs | ${r.customers} in ${fmt(r.signInSeconds, 1)} s | | | |`,
    );
    if (rss && r.serverRss)
      lines.push(
        `| ${r.label} server RSS during the API runs: peak / after the last | ${fmt(r.serverRss.peakMb)} / ${fmt(r.serverRss.lastMb)} MB | | | |`,
      );
  }
  return lines;
}

async function main() {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  await buildIfStale();
  const results = await ordersFigures({
    runs,
    seconds,
    connections: 50,
    databaseUrl: process.env.BENCH_DATABASE_URL,
    only: process.env.BENCH_ONLY,
    log: (line) => console.error(line),
  });
  console.log(ordersTable(results).join('\n'));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
