// Creating an embedded data folder (PGlite's initdb) grows its WebAssembly memory to about 840 MB,
// and WebAssembly memory never shrinks: done in the server process, the shop would hold that for
// as long as it runs, more than a small server has. A short-lived child process creates the folder
// instead and exits, giving the memory back; the server then opens the folder as it opens an
// existing one (about a third of that). The caller holds the data-folder lock throughout.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Runs in the child: `node -e` puts the arguments after the script at process.argv[1...].
const CREATE_SCRIPT = `
const [moduleUrl, dir] = process.argv.slice(1);
const { PGlite } = await import(moduleUrl);
const db = new PGlite(dir);
await db.waitReady;
await db.close();
`;

/** Whether the folder already holds a database cluster. */
export function pgliteDataDirExists(pgdata: string): boolean {
  return fs.existsSync(path.join(pgdata, 'PG_VERSION'));
}

/** Creates the cluster in a child process; rejects with its output when it fails. */
export async function createPgliteDataDir(pgdata: string): Promise<void> {
  const moduleUrl = import.meta.resolve('@electric-sql/pglite');
  const failed = (why: string) => new Error(`Creating the embedded database in ${pgdata} failed: ${why}`);
  try {
    // PGlite makes the folder itself, but not the ones above it.
    fs.mkdirSync(path.dirname(pgdata), { recursive: true });
  } catch (error) {
    throw failed((error as Error).message);
  }
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
