// PGlite lets a second process open the same data folder and then corrupts it (measured), so the
// folder is locked for the life of the server. The lock file holds the owner's pid: a lock left
// by a killed process (its pid no longer running) is taken over, a live owner is refused.
//
// A killed server stays in the process table as a zombie until its parent reaps it, and signal 0
// still reaches a zombie: a restart loop (systemd, a supervisor script, a test) that starts the
// new server right after the kill was refused for the seconds the parent took. On Linux the
// process's state in /proc/<pid>/stat tells a zombie ('Z') apart, and a zombie holds no files.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another server (pid ${ownerPid}). ` +
        'Stop that server first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * The state letter of a /proc/<pid>/stat line ('R', 'S', 'Z'...), or undefined for anything else.
 * The command name in parentheses may itself hold spaces and ')': the state follows the last ')'.
 */
export function processStateOf(stat: string): string | undefined {
  const close = stat.lastIndexOf(')');
  if (close < 0) return undefined;
  return /^ ([A-Za-z]) /.exec(stat.slice(close + 1, close + 4))?.[1];
}

/** True when /proc says the process has exited and waits only to be reaped; false where unknown. */
export function isZombie(pid: number): boolean {
  try {
    return processStateOf(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')) === 'Z';
  } catch {
    // No /proc (macOS, Windows) or the process is gone: signal 0 alone decides.
    return false;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !isZombie(pid);
}

export type DataDirLock = { release(): void };

export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      // Stale lock from a process that died without releasing it (or a zombie not yet reaped).
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
