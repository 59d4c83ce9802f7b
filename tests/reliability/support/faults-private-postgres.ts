// A PostgreSQL cluster of the test's own: initdb into a temporary folder, a free port, stopped and
// started with pg_ctl while a server uses it. The shared server on 5432 is never touched, since
// other test files hold databases there.
//
// initdb and postgres refuse to run as root, so as root every command runs as the `postgres`
// system account (runuser) on a folder it owns.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '#tests/e2e/support/server-process.ts';

const run = promisify(execFile);
const ROOT_OF_BINARIES = '/usr/lib/postgresql';
const PREFERRED_VERSION = '15';

/** The folder of initdb/pg_ctl: version 15 when installed, else the newest one found. */
export function postgresBinDir(): string | undefined {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR;
  let versions: string[];
  try {
    versions = fs.readdirSync(ROOT_OF_BINARIES);
  } catch {
    return undefined;
  }
  const ordered = [
    PREFERRED_VERSION,
    ...versions.filter((v) => v !== PREFERRED_VERSION).sort((a, b) => Number(b) - Number(a)),
  ];
  return ordered
    .map((v) => path.join(ROOT_OF_BINARIES, v, 'bin'))
    .find((dir) => fs.existsSync(path.join(dir, 'pg_ctl')) && fs.existsSync(path.join(dir, 'initdb')));
}

const asRoot = process.getuid?.() === 0;

export type PrivatePostgres = {
  /** postgresql://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Stops the cluster; 'fast' ends every session with an administrator-shutdown error. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /**
   * Freezes every process of the cluster (SIGSTOP): connections stay open and new ones are
   * accepted by the kernel, but nothing answers, as with a hung server or a silent network.
   */
  freeze(): Promise<void>;
  thaw(): Promise<void>;
  /** Stops it if running and removes its folder. */
  destroy(): Promise<void>;
  /** The cluster's own log, for failure messages. */
  log(): string;
};

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`no PostgreSQL binaries under ${ROOT_OF_BINARIES}`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-private-pg-'));
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'postgres.log');
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    fs.chownSync(folder, Number(stdout.trim()), Number(gid.trim()));
  }
  const tool = async (name: string, args: string[]) => {
    const file = path.join(bin, name);
    return asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
  };

  await tool('initdb', [
    '-D',
    dataDir,
    '--auth=trust',
    '--username=postgres',
    '--encoding=UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  const port = await freePort();
  // Local socket in the cluster's own folder, TCP on loopback only; no fsync: the data is thrown away.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  let frozen = false;
  const signalAll = (signal: NodeJS.Signals) => {
    for (const pid of clusterProcesses(dataDir)) {
      try {
        process.kill(pid, signal);
      } catch {
        // gone meanwhile
      }
    }
  };
  const cluster: PrivatePostgres = {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await tool('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
      running = true;
    },
    async stop(mode = 'fast') {
      await tool('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
      running = false;
    },
    async freeze() {
      signalAll('SIGSTOP');
      frozen = true;
    },
    async thaw() {
      signalAll('SIGCONT');
      frozen = false;
    },
    async destroy() {
      if (frozen) await cluster.thaw();
      if (running) await cluster.stop('immediate').catch(() => {});
      fs.rmSync(folder, { recursive: true, force: true });
    },
    log() {
      try {
        return fs.readFileSync(logFile, 'utf8');
      } catch {
        return '';
      }
    },
  };
  await cluster.start();
  return cluster;
}

/** The postmaster (first line of postmaster.pid) and every process it started. */
function clusterProcesses(dataDir: string): number[] {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // Field 4 of /proc/<pid>/stat is the parent; the name in field 2 may hold spaces.
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  // The postmaster first, so it starts no new backend while its children are being stopped.
  return [postmaster, ...children];
}
