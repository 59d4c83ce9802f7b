// A new embedded data folder is created by a child process (so its initdb memory leaves with it);
// the server then opens it like any existing folder, and a folder that cannot be made is reported.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import {
  CLUSTER_VERSION_FILE,
  createPgliteDataDir,
  installedPgliteVersion,
  pgliteDataDirExists,
} from './pglite-first-start.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-first-start-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the first start of the embedded database', () => {
  it('creates the folder in a child process, then opens it in this one', async () => {
    const dataDir = path.join(root, 'shop');
    expect(pgliteDataDirExists(path.join(dataDir, 'pgdata'))).toBe(false);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(pgliteDataDirExists(path.join(dataDir, 'pgdata'))).toBe(true);
      await database.db.execute('create table kept (n int)');
      await database.db.execute('insert into kept values (42)');
    } finally {
      await database.close();
    }
    // Opened again, the folder is used as it is: nothing is created twice.
    const again = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const { rows } = (await again.db.execute('select n from kept')) as unknown as { rows: { n: number }[] };
      expect(rows).toEqual([{ n: 42 }]);
    } finally {
      await again.close();
    }
  }, 120_000);

  it("copies the build's pristine cluster when this PGlite made it, and runs initdb when not", async () => {
    // A pristine cluster as the build makes one: initdb's output and the version beside it.
    const pristine = path.join(root, 'pristine');
    const made = await openDatabase({ kind: 'pglite', dataDir: path.join(root, 'made') });
    await made.close();
    fs.cpSync(path.join(root, 'made', 'pgdata'), pristine, { recursive: true });
    fs.writeFileSync(path.join(pristine, CLUSTER_VERSION_FILE), installedPgliteVersion());
    // A marker no initdb writes: found in the new folder only if it was copied.
    fs.writeFileSync(path.join(pristine, 'copied-from-pristine'), '');

    const copied = path.join(root, 'copied', 'pgdata');
    // What a start that crashed mid-copy leaves behind: cleared by the next first start.
    fs.mkdirSync(`${copied}.partial-999999/base`, { recursive: true });
    await createPgliteDataDir(copied, { pristine });
    expect(fs.existsSync(path.join(copied, 'copied-from-pristine'))).toBe(true);
    expect(fs.existsSync(path.join(copied, CLUSTER_VERSION_FILE))).toBe(false);
    expect(fs.readdirSync(path.join(root, 'copied'))).toEqual(['pgdata']);
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(root, 'copied') });
    try {
      const { rows } = (await database.db.execute('select 1 as one')) as unknown as {
        rows: { one: number }[];
      };
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }

    // Made by another PGlite version: not used.
    fs.writeFileSync(path.join(pristine, CLUSTER_VERSION_FILE), '0.0.0-other');
    const initdb = path.join(root, 'initdb', 'pgdata');
    await createPgliteDataDir(initdb, { pristine });
    expect(pgliteDataDirExists(initdb)).toBe(true);
    expect(fs.existsSync(path.join(initdb, 'copied-from-pristine'))).toBe(false);
  }, 120_000);

  it('says why when the folder cannot be created', async () => {
    const blocked = path.join(root, 'a-file');
    fs.writeFileSync(blocked, 'not a folder');
    await expect(createPgliteDataDir(path.join(blocked, 'pgdata'))).rejects.toThrow(
      /Creating the embedded database in .*a-file\/pgdata failed/,
    );
  }, 120_000);
});
