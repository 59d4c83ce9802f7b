// Creating an embedded data folder (PGlite's initdb) grows its WebAssembly memory to about 840 MB,
// and WebAssembly memory never shrinks: done in the server process, the shop would hold that for
// as long as it runs, more than a small server has. A short-lived child process creates the folder
// instead and exits, giving the memory back; the server then opens the folder as it opens an
// existing one (about a third of that). The caller holds the data-folder lock throughout.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Runs in the child: `node -e` puts the arguments after the script at process.argv[1...].
const CREATE_SCRIPT = `
const [moduleUrl, dir] = process.argv.slice(1);
const { PGlite } = await import(moduleUrl);
const db = new PGlite(dir);
await db.waitReady;
await db.close();
`;

/** The file beside a prebuilt cluster naming the PGlite version that made it. */
export const CLUSTER_VERSION_FILE = 'pglite-version';

/** The installed PGlite's version, from its package.json next to its entry module. */
export function installedPgliteVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      if (name === '@electric-sql/pglite') return version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('the installed @electric-sql/pglite has no package.json');
    dir = parent;
  }
}

/**
 * Whether `cluster` is a pristine cluster (initdb and nothing else, made by the build) that this
 * PGlite can open: made by the same version.
 */
function usableCluster(cluster: string | undefined): cluster is string {
  if (!cluster || !pgliteDataDirExists(cluster)) return false;
  try {
    return (
      fs.readFileSync(path.join(cluster, CLUSTER_VERSION_FILE), 'utf8').trim() === installedPgliteVersion()
    );
  } catch {
    return false;
  }
}

/** Whether the folder already holds a database cluster. */
export function pgliteDataDirExists(pgdata: string): boolean {
  return fs.existsSync(path.join(pgdata, 'PG_VERSION'));
}

/**
 * Creates the cluster: a copy of the build's pristine cluster when there is one for this PGlite
 * (a file copy, about 0.1 s, instead of initdb's 2 s or more), else initdb in a child process.
 * Rejects with the reason when it fails.
 */
export async function createPgliteDataDir(
  pgdata: string,
  { pristine }: { pristine?: string } = {},
): Promise<void> {
  const failed = (why: string) => new Error(`Creating the embedded database in ${pgdata} failed: ${why}`);
  try {
    // PGlite makes the folder itself, but not the ones above it.
    fs.mkdirSync(path.dirname(pgdata), { recursive: true });
  } catch (error) {
    throw failed((error as Error).message);
  }
  if (usableCluster(pristine)) {
    // Copied beside the target, then renamed: a copy cut short (a crash, a full disk) never looks
    // like a cluster, and the next start copies again.
    const partial = `${pgdata}.partial-${process.pid}`;
    try {
      // Copies cut short by an earlier start (we hold the data-folder lock, so none is running).
      for (const entry of fs.readdirSync(path.dirname(pgdata)))
        if (entry.startsWith(`${path.basename(pgdata)}.partial-`))
          fs.rmSync(path.join(path.dirname(pgdata), entry), { recursive: true, force: true });
      fs.cpSync(pristine, partial, { recursive: true });
      fs.rmSync(path.join(partial, CLUSTER_VERSION_FILE));
      // A source changed under the copy (a build replacing it) would leave no control file.
      if (!fs.existsSync(path.join(partial, 'global', 'pg_control')))
        throw new Error('the copy is incomplete');
      fs.renameSync(partial, pgdata);
      return;
    } catch (error) {
      fs.rmSync(partial, { recursive: true, force: true });
      throw failed((error as Error).message);
    }
  }
  await initdbInChild(pgdata, failed);
}

/** Makes a cluster in `pgdata` in a child process: its WebAssembly memory leaves with it. */
async function initdbInChild(pgdata: string, failed: (why: string) => Error): Promise<void> {
  const moduleUrl = import.meta.resolve('@electric-sql/pglite');
  const child = spawn(process.execPath, ['--input-type=module', '-e', CREATE_SCRIPT, moduleUrl, pgdata], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0 || !pgliteDataDirExists(pgdata)) throw failed(`exit ${code}: ${errors.trim()}`);
}
