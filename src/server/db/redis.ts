// The optional Redis connection (REDIS_URL) that holds state every instance must share but that
// does not belong in the database: rate-limit counters.
// It is built to fail soft (docs/decisions/011-shared-state.md): while Redis is away, commands fail
// at once instead of queueing, callers fall back to this instance's memory, and the client keeps
// reconnecting in the background. A Redis outage degrades limits to per-instance; it never stops
// the shop.
import type { Redis } from 'ioredis';

export type RedisConnection = {
  client: Redis;
  /** Prepended to every key we write, so several shops (or test runs) can share one server. */
  keyPrefix: string;
  /** True while commands can be sent. */
  readonly ready: boolean;
  /** Throws when Redis does not answer a PING promptly. */
  ping(): Promise<void>;
  /** Where outages and recoveries are reported; an outage seen before this is reported then. */
  reportTo(log: Log): void;
  close(): Promise<void>;
};

type Log = {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
};

const DOWN = 'redis unavailable; rate limits count on this instance until it is back';

// A request must never wait long on a counter: a slow or half-open Redis answers "unavailable"
// fast and the caller uses its local fallback.
const CONNECT_TIMEOUT_MS = 2000;
const COMMAND_TIMEOUT_MS = 500;

/** Async only to load ioredis here, with REDIS_URL, rather than on every start (issue 22). */
export async function openRedis(url: string, options: { keyPrefix?: string } = {}): Promise<RedisConnection> {
  const { Redis } = await import('ioredis');
  let log: Log | undefined;
  let unreported: Error | undefined;
  const client = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Fail at once while disconnected rather than queue requests behind a dead connection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Reconnect for ever, backing off to one attempt every 5 seconds.
    retryStrategy: (times) => Math.min(times * 250, 5000),
    // RESP2 works with every Redis-compatible server (older Redis, managed services, proxies).
    protocol: 2,
  });
  let up = false;
  let warned = false;
  // Without an 'error' listener ioredis would crash the process on the first refused connection.
  client.on('error', (error: Error) => {
    if (warned) return; // once per outage, not once per reconnect attempt
    warned = true;
    if (log) log.warn({ err: error }, DOWN);
    else unreported = error;
  });
  client.on('ready', () => {
    if (warned && !unreported) log?.info({}, 'redis reachable again');
    up = true;
    warned = false;
    unreported = undefined;
  });
  client.on('close', () => {
    up = false;
  });

  return {
    client,
    keyPrefix: options.keyPrefix ?? 'chai:',
    get ready() {
      return up && client.status === 'ready';
    },
    async ping() {
      await client.ping();
    },
    reportTo(next) {
      log = next;
      if (unreported) next.warn({ err: unreported }, DOWN);
      unreported = undefined;
    },
    async close() {
      // QUIT lets pending replies arrive; a dead connection is simply dropped.
      await client.quit().catch(() => client.disconnect());
    },
  };
}
