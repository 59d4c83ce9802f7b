// Starting the built server for the benchmarks: a fresh data folder and a free port, as `npm start`
// would run it.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildIsStale, root } from '../scripts/build-inputs.mjs';

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function buildIfStale() {
  if (buildIsStale()) {
    const { build } = await import('../scripts/build.mjs');
    await build({ quiet: true });
  }
}

export function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return Date.now() - start;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`not ready: ${url}`);
}

/** `readyTimeoutMs`: a first start migrates and seeds, which a busy machine may take minutes over. */
export async function startAppServer(env = {}, { readyTimeoutMs = 60_000 } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-bench-'));
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [...(env.NODE_ARGS ? env.NODE_ARGS.split(' ') : []), path.join(root, 'dist', 'server', 'server.mjs')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/readyz`, readyTimeoutMs);
  const readyMs = Date.now() - started;
  await fetch(`${url}/api/menu`);
  const coldStartMs = Date.now() - started;
  return { child, url, readyMs, coldStartMs, dataDir };
}

export async function stopServer(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** The demo admin's session cookie, for the benches that act as staff. */
export async function signInAdmin(url) {
  const res = await fetch(`${url}/api/staff/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Demo@1234' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
