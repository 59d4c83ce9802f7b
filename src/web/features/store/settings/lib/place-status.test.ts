import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_AREA } from '#shared/delivery-area/default-delivery-area.ts';
import { DEFAULT_SHOP_HOURS } from '#shared/shop-hours/default-hours.ts';
import { placeStatus } from './place-status.ts';
import { shopStatus } from './shop-status.ts';

const now = new Date('2026-11-23T08:00:00+05:30');
const open = shopStatus({ hours: DEFAULT_SHOP_HOURS, shopOpen: true }, now);
const paused = shopStatus({ hours: DEFAULT_SHOP_HOURS, shopOpen: false }, now);
/** Within the default 3 km of the Lohegaon shop, and Koramangala (Bangalore), far outside it. */
const lohegaon = { latitude: 18.5952, longitude: 73.9232, area: 'Lohegaon' };
const koramangala = { latitude: 12.9352, longitude: 77.6245, area: 'Koramangala' };

describe('placeStatus', () => {
  it('keeps the promise for a place the shop delivers to, or no place chosen', () => {
    expect(placeStatus(open, DEFAULT_DELIVERY_AREA, lohegaon)).toBe(open);
    expect(placeStatus(open, DEFAULT_DELIVERY_AREA, null)).toBe(open);
    expect(open.short).toBe('8 min');
  });

  it('promises no delivery to a place the location chooser refuses', () => {
    expect(placeStatus(open, DEFAULT_DELIVERY_AREA, koramangala)).toMatchObject({
      state: 'open',
      headline: 'Outside delivery area',
      short: 'Pickup only',
      outside: true,
    });
  });

  it('leaves a paused or closed shop saying so', () => {
    expect(placeStatus(paused, DEFAULT_DELIVERY_AREA, koramangala)).toBe(paused);
  });
});
