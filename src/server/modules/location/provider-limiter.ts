// One gate per server instance in front of a geocoding provider. Per-client limits do not bound
// what the shop as a whole sends: two customers searching at once would already pass Nominatim's
// public limit (1 request a second) and could get the shop's server address blocked for everyone.
// Calls start at least `intervalMs` apart, in turn; when `maxHeld` calls are already waiting or
// asking, the next is refused at once rather than queued behind them. Each instance has its own
// gate, so N instances may send N times the rate (README, "Address search").

export type ProviderLimiter = {
  /** Runs `call` in its turn; returns undefined, without calling, when the gate is full. */
  run<T>(call: () => Promise<T>): Promise<{ value: T } | undefined>;
};

type Options = {
  intervalMs: number;
  maxHeld: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createProviderLimiter({
  intervalMs,
  maxHeld,
  now = Date.now,
  sleep = wait,
}: Options): ProviderLimiter {
  let held = 0;
  /** When the next call may start. */
  let nextAt = 0;
  return {
    async run(call) {
      if (held >= maxHeld) return undefined;
      held++;
      try {
        const startAt = Math.max(now(), nextAt);
        nextAt = startAt + intervalMs;
        const delay = startAt - now();
        if (delay > 0) await sleep(delay);
        return { value: await call() };
      } finally {
        held--;
      }
    },
  };
}
