// Figure: what one address flooding the page renderer does to everybody's menu (issue 36). A
// customer's menu requests (one kept-alive connection, one request every 20 ms, brotli, as a phone
// would) are timed alone, then while one address sends 32 connections of storefront requests with
// a random parameter: `utm_source` (what shared links carry; no page reads it) and `q` (a search
// view, which does render: each address has a budget of those), and `q` again from a new address
// on every request (the shop-wide budget). Goal: the menu's p50 under the
// flood under 2x its p50 alone, and no menu answer over 100 ms.
// Standalone: `node bench/page-flood.mjs` (prints JSON), or `pageFloodFigures()` from bench/run.mjs.
import { execFile } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from '../scripts/build-inputs.mjs';
import { buildIfStale, startAppServer, stopServer } from './app-server.mjs';

const execFileAsync = promisify(execFile);
export const FLOOD = { connections: 32, seconds: 8, paceMs: 20 };
export const FLOOD_GOALS = { p50Ratio: 2, maxMs: 100 };

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** The customer's menu requests for `ms`, one at a time, paced: latencies in ms. */
async function menuLatencies(url, ms) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = [];
  const until = performance.now() + ms;
  let failures = 0;
  while (performance.now() < until) {
    const started = performance.now();
    const status = await new Promise((resolve) => {
      http
        .get(`${url}/api/menu`, { agent, headers: { 'accept-encoding': 'br' } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        })
        .on('error', () => resolve(0));
    });
    const took = performance.now() - started;
    if (status === 200) latencies.push(took);
    else failures++;
    await new Promise((r) => setTimeout(r, Math.max(0, FLOOD.paceMs - took)));
  }
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    failures,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
  };
}

async function underFlood(url, param, rotate = false) {
  const flood = execFileAsync(
    process.execPath,
    [
      path.join(root, 'bench', 'page-flood-load.mjs'),
      url,
      param,
      String(FLOOD.connections),
      String(FLOOD.seconds),
      rotate ? 'rotate' : 'one',
    ],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  // Measured inside the flood: it has started, and it is still running when this ends.
  await new Promise((r) => setTimeout(r, 1000));
  const menu = await menuLatencies(url, (FLOOD.seconds - 2) * 1000);
  const { stdout } = await flood;
  return { param, rotate, menu, flood: JSON.parse(stdout) };
}

export async function pageFloodFigures() {
  await buildIfStale();
  // Trusting X-Forwarded-For lets the last flood come from a new address on every request.
  const app = await startAppServer({ TRUST_PROXY: 'true' });
  try {
    // Warm: the storefront page rendered and compressed once, as after any first visit.
    await fetch(`${app.url}/`);
    const alone = await menuLatencies(app.url, (FLOOD.seconds - 2) * 1000);
    const floods = [];
    for (const param of ['utm_source', 'q']) floods.push(await underFlood(app.url, param));
    floods.push(await underFlood(app.url, 'q', true));
    return { alone, floods };
  } finally {
    await stopServer(app.child);
  }
}

const fmt = (n, digits = 1) => (n === undefined ? '-' : n.toFixed(digits));

/** Rows for the bench table. */
export function pageFloodTable({ alone, floods }) {
  const lines = [
    `| menu alone (1 connection, every ${FLOOD.paceMs} ms), p50 / p99 / max | ${fmt(alone.p50, 2)} / ${fmt(alone.p99, 2)} / ${fmt(alone.max)} ms | | | |`,
  ];
  for (const { param, rotate, menu, flood } of floods) {
    const who = rotate ? 'a new address on every request floods' : 'one address floods';
    lines.push(
      `| menu while ${who} \`/?${param}=<random>\` (${FLOOD.connections} connections, ${fmt(flood.rps, 0)} req/s), p50 / p99 / max | ${fmt(menu.p50, 2)} / ${fmt(menu.p99, 2)} / ${fmt(menu.max)} ms | p50 ${fmt(menu.p50 / alone.p50, 2)}x | | p50 < ${FLOOD_GOALS.p50Ratio}x, max <= ${FLOOD_GOALS.maxMs} ms |`,
    );
  }
  return lines;
}

export function pageFloodMisses({ alone, floods }) {
  const missed = [];
  for (const { param, rotate, menu } of floods) {
    const flood = rotate ? `rotating-address \`?${param}\`` : `\`?${param}\``;
    if (menu.p50 >= alone.p50 * FLOOD_GOALS.p50Ratio)
      missed.push(
        `menu p50 under a \`?${param}\` flood is ${fmt(menu.p50 / alone.p50, 2)}x its p50 alone (goal < 2x)`,
      );
    if (menu.max > FLOOD_GOALS.maxMs)
      missed.push(`a menu answer under a ${flood} flood took ${fmt(menu.max)} ms (goal <= 100 ms)`);
    if (menu.failures) missed.push(`${menu.failures} menu requests failed under a ${flood} flood`);
  }
  return missed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await pageFloodFigures();
  console.log(JSON.stringify(figures, null, 2));
  console.log(pageFloodTable(figures).join('\n'));
  console.log(pageFloodMisses(figures).join('\n'));
}
