// While the shop cannot be reached (server-reachability.ts), asks it now and then whether it can
// be again: after 2 s, then 4, 8, 15 and every 30 s, and at once when the browser says it is back
// online or the tab comes back to the front. Any HTTP answer ends it.
// It imports nothing from server-reachability.ts, which loads it: what it needs of it is one method.

/** A running prober, stopped once the server answers. */
export type Prober = { stop(): void };

export const PROBE_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000] as const;
/** The process's own liveness: no database or bucket call, so every phone may ask it when the shop comes back. */
const PROBE_PATH = '/healthz';
/** A look that has not been answered by then failed: a network that drops packets never says no. */
const PROBE_TIMEOUT_MS = 8_000;

/** Asks the server once; resolves on any HTTP answer, rejects when the network fails or is too slow. */
async function probeServer(): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    await fetch(PROBE_PATH, { cache: 'no-store', signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

const later = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

export function startProbing(
  reachability: { answered(): void },
  {
    probe = probeServer,
    schedule = later,
  }: {
    /** Resolves when the server answered anything, rejects when the network failed. */
    probe?: () => Promise<void>;
    schedule?: (run: () => void, ms: number) => () => void;
  } = {},
): Prober & { lookNow(): Promise<void> } {
  let attempt = 0;
  let cancel: (() => void) | undefined;
  let looking = false;
  let stopped = false;

  function next() {
    const delay = PROBE_DELAYS_MS[Math.min(attempt, PROBE_DELAYS_MS.length - 1)]!;
    attempt++;
    cancel = schedule(() => void lookNow(), delay);
  }

  async function lookNow() {
    if (stopped || looking) return;
    looking = true;
    cancel?.();
    try {
      await probe();
      if (!stopped) reachability.answered();
    } catch {
      if (!stopped) next();
    } finally {
      looking = false;
    }
  }

  const onOnline = () => void lookNow();
  const onVisible = () => {
    if (document.visibilityState === 'visible') void lookNow();
  };
  const inPage = typeof window !== 'undefined';
  if (inPage) {
    addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
  }
  next();

  return {
    lookNow,
    stop() {
      stopped = true;
      cancel?.();
      if (inPage) {
        removeEventListener('online', onOnline);
        document.removeEventListener('visibilitychange', onVisible);
      }
    },
  };
}
