import { describe, expect, it } from 'vitest';
import { createLocalCounters } from './shared-rate-limit-store.ts';

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
