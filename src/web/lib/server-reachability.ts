// Whether the shop's server can be reached from this page, as our own requests find it. A phone
// that says it is online (navigator.onLine) may still reach nothing: a captive portal, a dead
// mobile data session, a Wi-Fi without internet. Every API request reports here: a request the
// network refused marks the server unreachable, any answer at all marks it reachable again. While
// unreachable, the page asks /readyz now and then (sooner when the browser says it is back online
// or the tab comes back), so the offline notices clear by themselves once the network is back.
// A request that only took too long says nothing: a busy server is not a lost network.

/** The first look after a failure, then doubling up to the last. */
export const PROBE_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000] as const;
const PROBE_PATH = '/readyz';

type Listener = () => void;

export type ServerReachability = {
  reachable(): boolean;
  /** Any HTTP answer from the server (an error status included). */
  answered(): void;
  /** The network refused a request (fetch rejected, not a timeout and not the caller's abort). */
  unreachable(): void;
  subscribe(listener: Listener): () => void;
  /** Looks at once while unreachable (the browser says it is back, or the tab came back). */
  probeNow(): Promise<void>;
};

export function createServerReachability({
  probe = async () => {
    await fetch(PROBE_PATH, { cache: 'no-store' });
  },
  schedule = (run: () => void, ms: number) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
}: {
  /** Resolves when the server answered anything, rejects when the network failed. */
  probe?: () => Promise<void>;
  schedule?: (run: () => void, ms: number) => () => void;
} = {}): ServerReachability {
  let reachable = true;
  let attempt = 0;
  let cancel: (() => void) | undefined;
  let probing = false;
  const listeners = new Set<Listener>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  function stopProbing() {
    cancel?.();
    cancel = undefined;
    attempt = 0;
  }

  function scheduleProbe() {
    cancel?.();
    const delay = PROBE_DELAYS_MS[Math.min(attempt, PROBE_DELAYS_MS.length - 1)]!;
    attempt++;
    cancel = schedule(() => void probeNow(), delay);
  }

  async function probeNow() {
    if (reachable || probing) return;
    probing = true;
    try {
      await probe();
      self.answered();
    } catch {
      if (!reachable) scheduleProbe();
    } finally {
      probing = false;
    }
  }

  const self: ServerReachability = {
    reachable: () => reachable,
    answered() {
      stopProbing();
      if (!reachable) {
        reachable = true;
        emit();
      }
    },
    unreachable() {
      if (!reachable) return;
      reachable = false;
      scheduleProbe();
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    probeNow,
  };
  return self;
}

/** The page's one instance, which the API client reports to. */
export const serverReachability = createServerReachability();

if (typeof window !== 'undefined') {
  const lookAgain = () => void serverReachability.probeNow();
  addEventListener('online', lookAgain);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') lookAgain();
  });
}
