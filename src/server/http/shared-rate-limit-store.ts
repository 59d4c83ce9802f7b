// A store for @fastify/rate-limit that keeps counters in Redis, so every instance counts the same
// client together, and falls back to counting in this instance's memory while Redis cannot be
// reached (docs/decisions/011-shared-state.md); without Redis it counts in memory alone. The
// plugin's own Redis store would either fail the request (skipOnError: false: a Redis outage takes
// the shop down) or skip the limit entirely (skipOnError: true: no limit at all during the
// outage); counting locally keeps each limit per instance until Redis is back. Its own memory store
// could not clear a key, which an admin's unlock needs (createRequestCounts).
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisConnection } from '../db/redis.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

// One round trip: count, start the window on the first hit, and report what is left of it.
// A key without an expiry (a crash between the two calls on an old server) gets one.
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

/** Fixed windows in memory, the same rule as the Redis script; bounded so it cannot grow for ever. */
export function createLocalCounters(maxKeys = 10_000) {
  const counters = new Map<string, { count: number; resetAt: number }>();
  return {
    incr(key: string, windowMs: number, now = Date.now()): Result {
      let entry = counters.get(key);
      if (!entry || entry.resetAt <= now) {
        if (!entry && counters.size >= maxKeys) {
          for (const [k, e] of counters) if (e.resetAt <= now) counters.delete(k);
          if (counters.size >= maxKeys) counters.delete(counters.keys().next().value as string);
        }
        entry = { count: 0, resetAt: now + windowMs };
        counters.set(key, entry);
      }
      entry.count++;
      return { current: entry.count, ttl: entry.resetAt - now };
    },
    forget(key: string) {
      counters.delete(key);
    },
  };
}

type Incrementer = { rateLimitIncr(key: string, windowMs: number): Promise<[number, number]> };

function incrementerOf(redis: RedisConnection): Incrementer {
  const client = redis.client as RedisConnection['client'] & Partial<Incrementer>;
  if (!client.rateLimitIncr) client.defineCommand('rateLimitIncr', { numberOfKeys: 1, lua: INCREMENT });
  return client as unknown as Incrementer;
}

/**
 * A fixed-window counter for limits counted by hand (after a request has proved itself), in the
 * same place as the plugin's: Redis when configured, this instance's memory otherwise or while
 * Redis is away. Keys get the same `rl:` prefix as the plugin's counters.
 */
export function createSharedCounter(redis?: RedisConnection) {
  const local = createLocalCounters();
  const incrementer = redis ? incrementerOf(redis) : undefined;
  const scope = `${redis?.keyPrefix ?? ''}rl:`;
  return {
    async incr(key: string, windowMs: number): Promise<Result> {
      const fullKey = `${scope}${key}`;
      if (!redis?.ready || !incrementer) return local.incr(fullKey, windowMs);
      try {
        const [current, ttl] = await incrementer.rateLimitIncr(fullKey, windowMs);
        return { current: Number(current), ttl: Number(ttl) };
      } catch {
        return local.incr(fullKey, windowMs);
      }
    },
  };
}

/**
 * The general request limit's counters: the constructor the rate-limit plugin's `store` option
 * wants, counting in Redis when configured and in this instance's memory otherwise (or while Redis
 * is away), and `forget`, which clears keys of that limit at once. An admin's unlock forgets the
 * person's counts, or a lock lifted by hand would still meet a 429 (sign-in-locks.service.ts).
 * Routes with a limit of their own count in their own key space, which `forget` leaves alone.
 */
export function createRequestCounts(redis?: RedisConnection) {
  const local = createLocalCounters();
  const incrementer = redis ? incrementerOf(redis) : undefined;
  const rootScope = `${redis?.keyPrefix ?? ''}rl:`;

  class SharedRateLimitStore implements FastifyRateLimitStore {
    // The plugin constructs the store with its options; only the key scope matters here.
    constructor(
      _options?: unknown,
      private readonly scope = rootScope,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      const fullKey = `${this.scope}${key}`;
      const fallback = () => callback(null, local.incr(fullKey, timeWindow));
      // Not connected: count here at once rather than wait on a command that would fail anyway.
      if (!redis?.ready || !incrementer) return fallback();
      incrementer
        .rateLimitIncr(fullKey, timeWindow)
        .then(([current, ttl]) => callback(null, { current: Number(current), ttl: Number(ttl) }), fallback);
    }

    child(routeOptions: unknown) {
      // A route with its own limit counts in its own key space, as the plugin's own stores do.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new SharedRateLimitStore(
        undefined,
        `${this.scope}${String(route?.method)}${String(route?.url)}|`,
      );
    }
  }

  return {
    store: SharedRateLimitStore as FastifyRateLimitStoreCtor,
    async forget(keys: string[]): Promise<void> {
      const fullKeys = keys.map((key) => `${rootScope}${key}`);
      for (const key of fullKeys) local.forget(key);
      if (!redis?.ready || fullKeys.length === 0) return;
      // Best effort: with Redis away the counts it holds are not being read either.
      await redis.client.del(...fullKeys).catch(() => undefined);
    },
  };
}

export type RequestCounts = ReturnType<typeof createRequestCounts>;
