// Starts the built server (dist/server/server.mjs) as a real process on a fresh data folder and
// a free port, the way `npm start` runs it.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { copyTemplate, templateFor } from './shop-template.ts';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'chai-e2e-'));
}

/**
 * A data folder of its own holding the started demo shop (a copy of the run's template), or an
 * empty one when the run has none: for tests that stop and start the server on one folder.
 */
export function shopDataDir(): string {
  const template = templateFor(undefined);
  return template ? copyTemplate(template) : tempDataDir();
}

/**
 * WebAssembly compiled by V8's baseline compiler only. With its default tiering V8 also compiles
 * PGlite's hot functions with its optimizing compiler, in background threads: a restart used 3.5 s
 * of CPU and took 2.5 s to /readyz, against 1.9 s and 1.6 s without (this host, three of each). A
 * test's server lives for seconds, so that compilation never paid for itself; a shop's server
 * lives for weeks, so `npm start` keeps the default (checkout's orders/s fell 9 to 26% without it).
 */
const TEST_NODE_ARGS = ['--liftoff-only'];

export type ServerProcess = {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export async function startServer(
  options: {
    dataDir?: string;
    port?: number;
    env?: Record<string, string>;
    waitReady?: boolean;
    /** Options for node itself, before the script (e.g. --expose-gc). */
    nodeArgs?: string[];
    /**
     * An empty data folder even when the run has a started shop to copy (shop-template.ts): for
     * tests of the first start itself.
     */
    fresh?: boolean;
  } = {},
): Promise<ServerProcess> {
  const template = options.fresh ? undefined : templateFor(options.env);
  const dataDir = options.dataDir ?? (template ? copyTemplate(template) : tempDataDir());
  // freePort's port is free when asked, not when the server binds it a second later: another
  // test's connection may take it as its own end meanwhile (listening and connecting sockets share
  // the ephemeral range). A server that found its port taken is started again on another.
  for (let attempt = 1; ; attempt++) {
    const server = spawnServer(options, options.port ?? (await freePort()), dataDir);
    if (options.waitReady === false) return server;
    try {
      await waitReady(server);
      return server;
    } catch (error) {
      const portTaken = /Port \d+ is already in use/.test(server.output());
      if (!portTaken || options.port !== undefined || attempt === 3) throw error;
    }
  }
}

function spawnServer(
  options: Parameters<typeof startServer>[0] & object,
  port: number,
  dataDir: string,
): ServerProcess {
  let output = '';
  const script = path.join(root, 'dist', 'server', 'server.mjs');
  const child = spawn(process.execPath, [...TEST_NODE_ARGS, ...(options.nodeArgs ?? []), script], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  running.add(server);
  child.on('exit', () => running.delete(server));
  return server;
}

/** The servers this worker has running: a failed test's report shows their last output. */
const running = new Set<ServerProcess>();
export const runningServers = (): ServerProcess[] => [...running];

export async function waitReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const res = await fetch(`${server.url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server not ready within ${timeoutMs} ms:\n${server.output()}`);
}
