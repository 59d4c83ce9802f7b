// One gate per server instance in front of a geocoding provider. Per-client limits do not bound
// what the shop as a whole sends: two customers searching at once would already pass Nominatim's
// public limit (1 request a second) and could get the shop's server address blocked for everyone.
// Calls run one at a time, in turn, and each starts at least `intervalMs` after the previous one
// ended. Spacing from the end, not from the previous start, is what holds the limit where the
// provider counts it: a request that spent 200 ms connecting would otherwise reach the provider
// only 800 ms before the next one. When `maxHeld` calls are already waiting or asking, the next is
// refused at once rather than queued behind them. Each instance has its own gate, so N instances
// may send N times the rate (README, "Address search").

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
  /** When the next call may start: `intervalMs` after the last call ended. */
  let nextAt = 0;
  /** Settles when every call admitted so far has ended. */
  let turns: Promise<unknown> = Promise.resolve();
  return {
    async run(call) {
      if (held >= maxHeld) return undefined;
      held++;
      const turn = turns.then(async () => {
        const delay = nextAt - now();
        if (delay > 0) await sleep(delay);
        try {
          return await call();
        } finally {
          nextAt = now() + intervalMs;
        }
      });
      // A failed call still ends its turn; the next one must not inherit its rejection.
      turns = turn.catch(() => undefined);
      try {
        return { value: await turn };
      } finally {
        held--;
      }
    },
  };
}
