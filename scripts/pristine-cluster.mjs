// The build's pristine embedded database cluster (dist/pglite-cluster): PGlite's initdb run once
// here, so a shop's first start copies a folder (about 0.1 s) instead of running initdb (2 s or
// more, and 840 MB of WebAssembly memory). It holds nothing but initdb's output; migrations and
// the seed still run at the first start. Beside it, the PGlite version that made it: a server
// with another version ignores it and runs initdb (src/server/db/pglite-first-start.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './build-inputs.mjs';

// In a child: initdb's memory leaves with it, as in the server, and the build stays light.
const CREATE_SCRIPT = `
const { PGlite } = await import('@electric-sql/pglite');
const db = new PGlite(process.argv[1]);
await db.waitReady;
await db.close();
`;

export function buildPristineCluster(target = path.join(root, 'dist', 'pglite-cluster')) {
  const manifest = path.join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  const partial = `${target}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  const made = spawnSync(process.execPath, ['--input-type=module', '-e', CREATE_SCRIPT, partial], {
    cwd: root,
    encoding: 'utf8',
  });
  if (made.status !== 0 || !fs.existsSync(path.join(partial, 'PG_VERSION'))) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw new Error(`initdb for the pristine cluster failed (exit ${made.status}): ${made.stderr}`);
  }
  fs.writeFileSync(path.join(partial, 'pglite-version'), version);
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(partial, target);
}
