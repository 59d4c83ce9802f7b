import { describe, expect, it } from 'vitest';
import { pinDistanceText } from './pin-text.ts';

describe('pinDistanceText', () => {
  it('says metres under a kilometre and kilometres above', () => {
    expect(pinDistanceText({ distanceKm: 0 })).toBe('Pin 0 m from the shop');
    expect(pinDistanceText({ distanceKm: 0.35 })).toBe('Pin 350 m from the shop');
    expect(pinDistanceText({ distanceKm: 1.24 })).toBe('Pin 1.2 km from the shop');
    expect(pinDistanceText({ distanceKm: 20.06 })).toBe('Pin 20.1 km from the shop');
  });
});
