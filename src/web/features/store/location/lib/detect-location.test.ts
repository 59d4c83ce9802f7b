import { describe, expect, it } from 'vitest';
import { detectLocation, GEO_MESSAGES } from './detect-location.ts';

const place = {
  locality: 'Lohegaon',
  city: 'Pune',
  principalSubdivision: 'Maharashtra',
  label: 'Lohegaon, Pune, Maharashtra',
};
const geo = (ok: boolean) =>
  ({
    getCurrentPosition: (resolve: PositionCallback, reject?: PositionErrorCallback | null) =>
      ok
        ? resolve({ coords: { latitude: 18.59, longitude: 73.92 } } as GeolocationPosition)
        : reject?.({ code: 1, message: 'denied' } as GeolocationPositionError),
  }) as unknown as Geolocation;

describe('detectLocation', () => {
  it('names the place from the position', async () => {
    const asked: number[][] = [];
    const result = await detectLocation(geo(true), async (lat, lng) => {
      asked.push([lat, lng]);
      return place;
    });
    expect(result).toEqual({ ok: true, point: { latitude: 18.59, longitude: 73.92 }, place });
    expect(asked).toEqual([[18.59, 73.92]]);
  });

  it('uses the message of docs/product.md#addresses-and-location for each failure', async () => {
    const found = async () => place;
    expect(await detectLocation(undefined, found)).toEqual({ ok: false, message: GEO_MESSAGES.unsupported });
    expect(await detectLocation(geo(false), found)).toEqual({ ok: false, message: GEO_MESSAGES.failed });
    expect(
      await detectLocation(geo(true), async () => {
        throw new Error('502');
      }),
    ).toEqual({
      ok: false,
      message: GEO_MESSAGES.lookupFailed,
      point: { latitude: 18.59, longitude: 73.92 },
    });
  });
});
