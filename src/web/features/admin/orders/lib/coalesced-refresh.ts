// The board's re-reads, coalesced. Every order change anywhere (a tap here, a tap on another
// device, a new order) asks for a refresh; at rush pace that was a re-read of the board, the bell
// and the finished list per change, each cancelling the last, and a tablet used up its request
// budget (issue 45). Here a burst of asks within `delayMs` is one refresh; asks while one runs
// make one more after it, never more; a failed refresh is tried again, waiting longer each time,
// until one succeeds. `current` says whether the board shows what the server last told.
export type RefreshState = {
  /** False from the first ask until a refresh that started after it has succeeded. */
  current: boolean;
  /** When the board stopped being current (ms), or null while it is. */
  staleSince: number | null;
  /** The last refresh failed; another is on its way. */
  failing: boolean;
};

export type Coalescer = {
  /** Something changed: the board will be read again (soon, once, whatever else asks). */
  ask(): void;
  state(): RefreshState;
  subscribe(listener: (state: RefreshState) => void): () => void;
  stop(): void;
};

type Timers = {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createCoalescer(
  refresh: () => Promise<void>,
  options: { delayMs?: number; retryMs?: readonly number[]; timers?: Timers } = {},
): Coalescer {
  const delayMs = options.delayMs ?? 150;
  const retryMs = options.retryMs ?? [1_000, 2_000, 5_000, 10_000, 15_000];
  const timers = options.timers ?? realTimers;
  const listeners = new Set<(state: RefreshState) => void>();
  let state: RefreshState = { current: true, staleSince: null, failing: false };
  let timer: unknown;
  let running = false;
  /** Asked while a refresh ran: that refresh may have read too early, so one more follows. */
  let again = false;
  let failures = 0;
  let stopped = false;

  const publish = (next: Partial<RefreshState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };

  const schedule = (ms: number) => {
    if (timer !== undefined || stopped) return;
    timer = timers.setTimeout(() => {
      timer = undefined;
      void run();
    }, ms);
  };

  async function run() {
    if (stopped) return;
    running = true;
    again = false;
    try {
      await refresh();
      failures = 0;
      if (!again) publish({ current: true, staleSince: null, failing: false });
    } catch {
      failures += 1;
      again = true;
      publish({ failing: true });
    } finally {
      running = false;
    }
    if (again)
      schedule(failures > 0 ? (retryMs[Math.min(failures, retryMs.length) - 1] ?? delayMs) : delayMs);
  }

  return {
    ask() {
      if (stopped) return;
      if (state.current) publish({ current: false, staleSince: timers.now() });
      if (running) {
        again = true;
        return;
      }
      schedule(delayMs);
    },
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    },
  };
}
