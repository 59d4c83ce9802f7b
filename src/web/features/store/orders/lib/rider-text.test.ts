import { describe, expect, it } from 'vitest';
import { POSITION_STALE_MS } from '#shared/dispatch/delivery-rules.ts';
import { aboutAway, isStale, lastSeen, STALE_AFTER_MS } from './rider-text.ts';

const now = new Date('2026-11-29T10:00:00Z');

describe("the customer's words for the rider's point", () => {
  it('ages a point on the same rule as the server', () => {
    expect(STALE_AFTER_MS).toBe(POSITION_STALE_MS);
    const at = new Date(now.getTime() - POSITION_STALE_MS - 1000).toISOString();
    expect(isStale({ latitude: 0, longitude: 0, at, stale: false }, now)).toBe(true);
    expect(isStale({ latitude: 0, longitude: 0, at: now.toISOString(), stale: false }, now)).toBe(false);
  });

  it('says how far and when last seen', () => {
    expect(aboutAway(604)).toBe('About 600 m away, here in about 3 min');
    expect(aboutAway(1240)).toBe('About 1.2 km away, here in about 5 min');
    expect(aboutAway(40)).toBe('About 40 m away, here in about 1 min');
    expect(lastSeen('2026-11-29T09:58:00Z', now)).toBe('Location last seen 2 min ago');
    expect(lastSeen('2026-11-29T09:59:30Z', now)).toBe('Location last seen 30 s ago');
  });
});
