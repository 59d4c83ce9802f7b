// Resident memory (RSS) of a process, read from /proc/<pid>/status as the kernel counts it, and a
// sampler that keeps the highest reading while a load runs.
import fs from 'node:fs';

const MB = 1024 * 1024;

/** VmRSS of the process in MB; undefined when it cannot be read (not Linux, or the process ended). */
export function rssMb(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? undefined : (Number(kb) * 1024) / MB;
  } catch {
    return undefined;
  }
}

export function canReadRss(): boolean {
  return rssMb(process.pid) !== undefined;
}

/** Reads the RSS every `everyMs` until stopped; resolves to the highest reading. */
export function sampleRss(pid: number, everyMs = 250) {
  let peak = rssMb(pid) ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid) ?? 0);
  }, everyMs);
  return {
    get peak() {
      return peak;
    },
    stop(): number {
      clearInterval(timer);
      peak = Math.max(peak, rssMb(pid) ?? 0);
      return peak;
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Asks the server for a full collection (SIGUSR2, see load-gc-on-signal.mjs), waits for the heap
 * to be handed back, and returns the RSS then.
 */
export async function rssAfterGc(pid: number, waitMs = 1500): Promise<number> {
  process.kill(pid, 'SIGUSR2');
  await sleep(waitMs);
  const rss = rssMb(pid);
  if (rss === undefined) throw new Error(`cannot read the memory of process ${pid}`);
  return rss;
}
