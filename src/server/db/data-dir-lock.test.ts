import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, isZombie, lockDataDir, processStateOf } from './data-dir-lock.ts';

const dirs: string[] = [];
const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-lock-'));
  dirs.push(dir);
  return dir;
}

describe('lockDataDir', () => {
  it('creates the folder, writes our pid and removes the lock on release', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('refuses a folder locked by a live process and leaves its lock alone', () => {
    const dir = tempDir();
    const owner = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    children.push(owner);
    fs.writeFileSync(path.join(dir, 'server.lock'), String(owner.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another server/);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(owner.pid));
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((r) => dead.on('exit', r));
    fs.writeFileSync(path.join(dir, 'server.lock'), String(dead.pid));
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  // A killed server's parent (systemd, a supervisor, a test runner) reaps it a moment later; a
  // restart in that moment found the zombie's pid "running" and was refused.
  it.runIf(process.platform === 'linux')(
    'takes over a lock whose owner was killed but not yet reaped (a zombie)',
    async () => {
      const dir = tempDir();
      // The shell starts a child that exits at once, then becomes `sleep`, which never reaps it.
      const parent = spawn('/bin/sh', ['-c', 'sleep 0 & echo $!; exec sleep 30']);
      children.push(parent);
      const zombiePid = Number(
        await new Promise<string>((resolve) => parent.stdout.once('data', (d) => resolve(String(d)))),
      );
      await until(() => isZombie(zombiePid));
      // Signal 0 still reaches it: this is the case the lock used to refuse.
      expect(() => process.kill(zombiePid, 0)).not.toThrow();
      fs.writeFileSync(path.join(dir, 'server.lock'), String(zombiePid));
      const lock = lockDataDir(dir);
      expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
      lock.release();
    },
  );

  it('is not fooled by a live process (our own parent is no zombie)', () => {
    expect(isZombie(process.pid)).toBe(false);
    expect(isZombie(process.ppid)).toBe(false);
  });

  it('takes over an unreadable lock file', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), 'garbage');
    lockDataDir(dir).release();
  });
});

describe('processStateOf', () => {
  it('reads the state after the command name, whatever the name holds', () => {
    expect(processStateOf('4242 (node) S 1 4242 4242 0 -1 4194560')).toBe('S');
    expect(processStateOf('4243 (sh) Z 4242 4242 4242 0 -1')).toBe('Z');
    // A name may hold spaces and parentheses: only the last ')' ends it.
    expect(processStateOf('4244 (a) Z (b) R 1 2 3')).toBe('R');
    expect(processStateOf('4245 (my server) Z 1 2 3')).toBe('Z');
  });

  it('answers undefined for what is not a stat line', () => {
    expect(processStateOf('')).toBeUndefined();
    expect(processStateOf('garbage')).toBeUndefined();
    expect(processStateOf('12 (x)')).toBeUndefined();
  });
});

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
