import { describe, expect, it } from 'vitest';
import { POSITION_INTERVAL_MS, POSITION_MIN_METRES } from '#shared/dispatch/delivery-rules.ts';
import { MIN_GAP_MS, metresBetween, shouldSendPosition } from './position-pacing.ts';

const shop = { latitude: 18.5793, longitude: 73.9089 };
// About 111 m north per 0.001 degree of latitude.
const north = (metres: number) => ({ latitude: shop.latitude + metres / 111_195, longitude: shop.longitude });

describe('pacing the rider position', () => {
  it('measures metres', () => {
    expect(metresBetween(shop, north(100))).toBeCloseTo(100, 0);
  });

  it('sends the first point at once, then every interval when standing still', () => {
    expect(shouldSendPosition(null, shop, 0)).toBe(true);
    const last = { point: shop, at: 0 };
    expect(shouldSendPosition(last, shop, POSITION_INTERVAL_MS - 1)).toBe(false);
    expect(shouldSendPosition(last, shop, POSITION_INTERVAL_MS)).toBe(true);
  });

  it('sends sooner after enough movement, never within the minimum gap', () => {
    const last = { point: shop, at: 0 };
    expect(shouldSendPosition(last, north(POSITION_MIN_METRES + 5), MIN_GAP_MS - 1)).toBe(false);
    expect(shouldSendPosition(last, north(POSITION_MIN_METRES + 5), MIN_GAP_MS)).toBe(true);
    expect(shouldSendPosition(last, north(POSITION_MIN_METRES - 10), MIN_GAP_MS)).toBe(false);
  });
});
