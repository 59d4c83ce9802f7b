// The embedded default on a small server (issue 22): the built server started on an empty data
// folder (initdb in a child, migrations, seed), then stopped and started again on that folder. For
// each start: time to /readyz, to the first menu answer, and resident memory once idle.
// Run alone: `node bench/start-memory.mjs` (builds first if the build is stale).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale, startAppServer, stopServer } from './app-server.mjs';

const IDLE_MS = 5_000;

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function oneStart(dataDir) {
  const app = await startAppServer({ DATA_DIR: dataDir });
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const idleRssMb = rssMb(app.child.pid);
  await stopServer(app.child);
  return { readyMs: app.readyMs, firstMenuMs: app.coldStartMs, idleRssMb };
}

/** First start on an empty folder, then a restart on the folder it made. */
export async function startFigures() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-start-'));
  try {
    const first = await oneStart(dataDir);
    const restart = await oneStart(dataDir);
    return { first, restart };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildIfStale();
  const { first, restart } = await startFigures();
  const line = (name, f) =>
    `${name}: ready ${Math.round(f.readyMs)} ms, first menu ${Math.round(f.firstMenuMs)} ms, idle RSS ${Math.round(f.idleRssMb)} MB`;
  console.log(line('first start (empty folder)', first));
  console.log(line('restart (existing folder)', restart));
}
