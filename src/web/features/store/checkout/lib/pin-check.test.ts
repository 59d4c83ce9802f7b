import { describe, expect, it } from 'vitest';
import type { PinPlace } from '#shared/delivery-area/locality-match.ts';
import { pinCheck } from './pin-check.ts';

const LOHEGAON: PinPlace = {
  locality: 'Lohegaon',
  names: ['Lohegaon', 'India', 'Maharashtra', 'Pune District', 'Haveli', 'Pune', '411032'],
  broad: ['Pune', 'Maharashtra', 'India'],
};
const at = (area: string) => ({ area, latitude: 18.6016, longitude: 73.9152 });

describe("checkout's look at the pin against the typed area", () => {
  it("tells the customer in their words when the area names none of the pin's places", () => {
    expect(pinCheck(LOHEGAON, at('Kharadi'))?.message).toBe(
      'Your pin is in Lohegaon but the address says Kharadi. Move the pin or correct the area.',
    );
  });

  it('says nothing when the area is the pin’s, when the place is unknown, or there is no point', () => {
    expect(pinCheck(LOHEGAON, at('Porwal Road, Lohegaon, Pune'))).toBeNull();
    expect(pinCheck(null, at('Kharadi'))).toBeNull();
    expect(pinCheck(LOHEGAON, { area: 'Kharadi', latitude: null, longitude: null })).toBeNull();
  });

  it('asks again once the area or the point changes: the answer is for that area at that point', () => {
    const first = pinCheck(LOHEGAON, at('Kharadi'))?.key;
    expect(pinCheck(LOHEGAON, at(' kharadi '))?.key).toBe(first);
    expect(pinCheck(LOHEGAON, at('Kharadi Road'))?.key).not.toBe(first);
    expect(pinCheck(LOHEGAON, { ...at('Kharadi'), latitude: 18.59 })?.key).not.toBe(first);
  });
});
