// Resident memory of a server process, from /proc/<pid>/status (Linux). A single reading after a
// load misses what the load itself needed, so the figures under load are sampled while it runs.
import fs from 'node:fs';

export function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

/**
 * Reads the RSS of `pid` every `everyMs` until `stop()`, which reads it once more and resolves to
 * the peak and that last reading (MB). The caller's load must run asynchronously (a child process
 * awaited, not execFileSync), or the timer never fires.
 */
export function sampleRss(pid, everyMs = 200) {
  let peakMb = 0;
  let samples = 0;
  const read = () => {
    try {
      const mb = rssMb(pid);
      peakMb = Math.max(peakMb, mb);
      samples++;
      return mb;
    } catch {
      return undefined; // the process has exited
    }
  };
  read();
  const timer = setInterval(read, everyMs);
  return {
    stop() {
      clearInterval(timer);
      const lastMb = read();
      return { peakMb, lastMb, samples };
    },
  };
}

/** Two sampled stretches on one server as one: the higher peak, the later last reading. */
export function mergeRss(a, b) {
  if (!a) return b;
  if (!b) return a;
  return { peakMb: Math.max(a.peakMb, b.peakMb), lastMb: b.lastMb, samples: a.samples + b.samples };
}
