import { randomUUID } from 'node:crypto';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { describe, expect, it } from 'vitest';
import { openRedis } from '../db/redis.ts';
import { createLocalCounters, createRequestCounts } from './shared-rate-limit-store.ts';

// The fallback while Redis is away must keep the limits' own rule: a fixed window from the first hit.
describe('local fallback counters', () => {
  it('count within a window and start again after it', () => {
    const counters = createLocalCounters();
    expect(counters.incr('ip-1', 60_000, 1000)).toEqual({ current: 1, ttl: 60_000 });
    expect(counters.incr('ip-1', 60_000, 31_000)).toEqual({ current: 2, ttl: 30_000 });
    expect(counters.incr('ip-2', 60_000, 31_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(counters.incr('ip-1', 60_000, 61_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('stay bounded, dropping expired keys first', () => {
    const counters = createLocalCounters(2);
    counters.incr('old', 1000, 0);
    counters.incr('live', 60_000, 0);
    counters.incr('new', 60_000, 5000); // 'old' has expired: it goes, 'live' keeps its count
    expect(counters.incr('live', 60_000, 5000).current).toBe(2);
    counters.incr('newer', 60_000, 6000); // nothing expired: the oldest entry goes
    expect(counters.incr('live', 60_000, 6000).current).toBe(1);
  });
});

/** One request counted by `store` under `key`: its count in the window. */
const incr = (store: FastifyRateLimitStore, key: string) =>
  new Promise<number>((resolve) => store.incr(key, (_e, r) => resolve(r?.current ?? -1), 60_000, 100));

describe('the general limit without Redis', () => {
  it("forgets the keys an unlock clears, and only those, not a route's own counts", async () => {
    const counts = createRequestCounts();
    const store = new counts.store({} as never);
    const route = store.child({ routeInfo: { method: 'POST', url: '/api/x' } } as never);
    for (let i = 0; i < 3; i++) {
      await incr(store, '10.0.0.1');
      await incr(store, '10.0.0.2');
      await incr(route, '10.0.0.1');
    }
    await counts.forget(['10.0.0.1']);
    expect(await incr(store, '10.0.0.1')).toBe(1);
    expect(await incr(store, '10.0.0.2')).toBe(4);
    expect(await incr(route, '10.0.0.1')).toBe(4);
  });
});

describe('the general limit with Redis', () => {
  it('forgets the keys in Redis too (skipped without a Redis at REDIS_URL or 127.0.0.1:6379)', async (ctx) => {
    const keyPrefix = `chai-test-${randomUUID()}:`;
    const redis = await openRedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379', { keyPrefix });
    try {
      for (let i = 0; i < 50 && !redis.ready; i++) await new Promise((r) => setTimeout(r, 20));
      if (!redis.ready) return ctx.skip();
      const counts = createRequestCounts(redis);
      const store = new counts.store({} as never);
      for (let i = 0; i < 3; i++) await incr(store, '10.0.0.1');
      expect(await redis.client.get(`${keyPrefix}rl:10.0.0.1`)).toBe('3');
      await counts.forget(['10.0.0.1']);
      expect(await redis.client.get(`${keyPrefix}rl:10.0.0.1`)).toBeNull();
      expect(await incr(store, '10.0.0.1')).toBe(1);
      await redis.client.del(`${keyPrefix}rl:10.0.0.1`);
    } finally {
      await redis.close();
    }
  });
});
