// `npm run bench`: figures, not pass/fail. Builds if stale, starts the built server on a fresh data
// folder, and measures side by side (the machine is shared, so ratios are what count).
// Writes the table to bench/README.md (section "Latest run") and prints it.
import { execFileSync, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildIsStale, root } from '../scripts/build-inputs.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium-flags.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return Date.now() - start;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`not ready: ${url}`);
}

function load(url, headers = {}) {
  const out = execFileSync(
    process.execPath,
    [
      path.join(root, 'bench', 'load.mjs'),
      url,
      String(CONNECTIONS),
      String(SECONDS),
      JSON.stringify(headers),
    ],
    {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return JSON.parse(out);
}

async function startAppServer(env = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-bench-'));
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(root, 'dist', 'server', 'server.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/readyz`);
  const readyMs = Date.now() - started;
  await fetch(`${url}/api/menu`);
  const coldStartMs = Date.now() - started;
  return { child, url, readyMs, coldStartMs, dataDir };
}

function rssKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]);
}

async function bareServer(bodyFile, headersFile) {
  const port = await freePort();
  const child = fork(path.join(root, 'bench', 'bare-server.mjs'), [String(port), bodyFile, headersFile], {
    stdio: 'ignore',
  });
  await new Promise((r) => child.once('message', r));
  return { child, url: `http://127.0.0.1:${port}` };
}

// The exact bytes and headers on the wire (fetch would decompress the body).
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ bytes: Buffer.concat(chunks), headers: res.headers }));
      })
      .on('error', reject);
  });
}

function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

function bundleSizes() {
  const dist = path.join(root, 'dist', 'web');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const firstLoadKb = firstLoad.reduce((sum, f) => sum + gzipSize(path.join(dist, f)), 0) / 1024;
  const assets = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const lazy = assets
    .filter((f) => !firstLoad.includes(`assets/${f}`))
    .map((f) => ({ file: f, kb: gzipSize(path.join(dist, 'assets', f)) / 1024 }));
  return { firstLoadKb, firstLoadFiles: firstLoad.length, lazy };
}

async function menuComparison(app) {
  const rows = [];
  for (const encoding of ['identity', 'gzip']) {
    const headers = encoding === 'gzip' ? { 'accept-encoding': 'gzip' } : {};
    const { bytes, headers: sent } = await rawGet(`${app.url}/api/menu`, headers);
    const bodyFile = path.join(os.tmpdir(), `chai-bench-menu-${encoding}`);
    const headersFile = `${bodyFile}.headers.json`;
    fs.writeFileSync(bodyFile, bytes);
    const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...replayed } = sent;
    fs.writeFileSync(headersFile, JSON.stringify(replayed));
    const bare = await bareServer(bodyFile, headersFile);
    const appRuns = [];
    const bareRuns = [];
    for (let i = 0; i < RUNS; i++) {
      // Alternate so drift in machine load hits both sides alike.
      appRuns.push(load(`${app.url}/api/menu`, headers));
      bareRuns.push(load(`${bare.url}/`, headers));
    }
    bare.child.kill('SIGTERM');
    rows.push({ encoding, appRuns, bareRuns, bytes: bytes.length });
  }
  const etag = (await fetch(`${app.url}/api/menu`)).headers.get('etag');
  const notModified = [];
  for (let i = 0; i < RUNS; i++) notModified.push(load(`${app.url}/api/menu`, { 'if-none-match': etag }));
  return { rows, notModified };
}

const fmt = (n, d = 0) => Number(n).toFixed(d);

// Lighthouse's default (mobile: emulated Moto G, slow 4G, 4x CPU slowdown) on Debian's Chromium.
async function lighthouseRun(url) {
  const chromePath = CHROMIUM_PATH;
  if (!fs.existsSync(chromePath)) return { skipped: `Chromium not found at ${chromePath}` };
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result.lhr;
    const scores = Object.fromEntries(
      ['performance', 'accessibility', 'best-practices', 'seo'].map((k) => [
        k,
        Math.round((lhr.categories[k]?.score ?? 0) * 100),
      ]),
    );
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map((a) => a.id);
    return { scores, lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0, failing };
  } finally {
    chrome.kill();
  }
}

async function main() {
  if (buildIsStale()) {
    const { build } = await import('../scripts/build.mjs');
    await build({ quiet: true });
  }
  const app = await startAppServer();
  await new Promise((r) => setTimeout(r, 1000));
  const idleRssMb = rssKb(app.child.pid) / 1024;
  const menu = await menuComparison(app);
  const afterLoadRssMb = rssKb(app.child.pid) / 1024;
  const lh = await lighthouseRun(`${app.url}/`);
  app.child.kill('SIGTERM');
  const sizes = bundleSizes();

  const lines = [];
  lines.push(
    `Run: ${new Date().toISOString()} on ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${fmt(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  lines.push(
    `Command: npm run bench (BENCH_RUNS=${RUNS}, BENCH_SECONDS=${SECONDS}, ${CONNECTIONS} connections, medians of ${RUNS} runs)`,
  );
  lines.push('');
  lines.push('| measure | app | bare node:http | ratio | goal |');
  lines.push('|---|---|---|---|---|');
  for (const row of menu.rows) {
    const appRps = median(row.appRuns.map((r) => r.rps));
    const bareRps = median(row.bareRuns.map((r) => r.rps));
    const appP99 = median(row.appRuns.map((r) => r.p99));
    const bareP99 = median(row.bareRuns.map((r) => r.p99));
    const errors = row.appRuns.reduce((s, r) => s + r.errors + r.non2xx, 0);
    lines.push(
      `| GET /api/menu ${row.encoding} (${fmt(row.bytes / 1024, 1)} KB) req/s | ${fmt(appRps)} | ${fmt(bareRps)} | ${fmt(appRps / bareRps, 2)} | >= 0.90 |`,
    );
    lines.push(
      `| GET /api/menu ${row.encoding} p99 ms | ${fmt(appP99)} | ${fmt(bareP99)} | ${fmt(appP99 / Math.max(bareP99, 1), 2)} | <= 1.5 |`,
    );
    if (errors) lines.push(`| GET /api/menu ${row.encoding} errors/non-2xx | ${errors} | | | 0 |`);
  }
  lines.push(
    `| GET /api/menu 304 (If-None-Match) req/s | ${fmt(median(menu.notModified.map((r) => r.rps)))} | | | |`,
  );
  lines.push(
    `| storefront first-load JS, gzip | ${fmt(sizes.firstLoadKb, 1)} KB in ${sizes.firstLoadFiles} file(s) | | | <= 110 KB |`,
  );
  for (const chunk of sizes.lazy)
    lines.push(`| lazy chunk ${chunk.file}, gzip | ${fmt(chunk.kb, 1)} KB | | | |`);
  if (lh.skipped) lines.push(`| Lighthouse (mobile) | skipped: ${lh.skipped} | | | |`);
  else {
    const s = lh.scores;
    lines.push(
      `| Lighthouse (mobile) performance / accessibility / best practices / SEO | ${s.performance} / ${s.accessibility} / ${s['best-practices']} / ${s.seo} | | | 100 each |`,
    );
    lines.push(`| Lighthouse (mobile) LCP | ${fmt(lh.lcpMs)} ms | | | <= 1500 ms |`);
    if (lh.failing.length) lines.push(`| Lighthouse audits below 90 | ${lh.failing.join(', ')} | | | none |`);
  }
  lines.push(`| cold start to /readyz | ${app.readyMs} ms | | | |`);
  lines.push(`| cold start to first menu served | ${app.coldStartMs} ms | | | |`);
  lines.push(`| idle RSS after start | ${fmt(idleRssMb)} MB | | | |`);
  lines.push(`| RSS after the menu load runs | ${fmt(afterLoadRssMb)} MB | | | |`);
  const table = lines.join('\n');
  console.log(table);

  const readme = path.join(root, 'bench', 'README.md');
  const previous = fs.existsSync(readme) ? fs.readFileSync(readme, 'utf8') : '';
  const marker = '## Latest run';
  const head = previous.includes(marker) ? previous.slice(0, previous.indexOf(marker)) : previous;
  fs.writeFileSync(readme, `${head.trimEnd()}\n\n${marker}\n\n${table}\n`);
}

await main();
