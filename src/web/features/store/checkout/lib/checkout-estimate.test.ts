import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_AREA } from '#shared/delivery-area/default-delivery-area.ts';
import { PRESET_AREAS } from '#shared/delivery-area/preset-areas.ts';
import type { ShopStatus } from '#web/features/store/shared/lib/shop-status-text.ts';
import { cartCategoryIds, checkoutDeliveryText, checkoutPickupText } from './checkout-estimate.ts';

// Porwal Road is 1.24 km from the default shop: 4.96 minutes at 15 km/h.
const porwalRoad = PRESET_AREAS[0]!;
const point = { lat: porwalRoad.latitude, lng: porwalRoad.longitude };
const shop = DEFAULT_DELIVERY_AREA.shop;
const queue = {
  acceptMinutes: 1,
  kitchenFreeInMinutes: 0,
  riderFreeInMinutes: null,
  usualPrepMinutes: 3,
  prepByCategory: { 'cat-chai': 4, 'cat-snack': 9 },
  riderSpeedKmh: 15,
};
const header: ShopStatus = {
  state: 'open',
  promiseMinutes: 12,
  headline: 'Delivery in about 12 minutes',
  short: '~12 min',
  refusal: null,
  deliveryText: 'Delivery in about 12 minutes',
  pickupText: 'Ready for pickup in about 4 minutes',
  quote: { queue, busyExtraMinutes: 0 },
};
const withBusy = (busyExtraMinutes: number): ShopStatus => ({
  ...header,
  quote: { queue, busyExtraMinutes },
});

describe("checkout's own minutes", () => {
  it('quotes this cart to this door: its slowest kind of item, the distance, busy minutes on top', () => {
    // Accepted in 1, chai made in 4, 4.96 on the road: 10 minutes.
    const chai = { open: header, categoryIds: ['cat-chai'], shop, point };
    expect(checkoutDeliveryText(chai)).toBe('Delivery in about 10 minutes');
    expect(checkoutDeliveryText({ ...chai, categoryIds: ['cat-chai', 'cat-snack'] })).toBe(
      'Delivery in about 15 minutes',
    );
    expect(checkoutDeliveryText({ ...chai, open: withBusy(15) })).toBe('Delivery in about 25 minutes');
    // A kind of item never measured waits the usual kitchen time, at least.
    expect(checkoutDeliveryText({ ...chai, categoryIds: [null] })).toBe('Delivery in about 9 minutes');
  });

  it("keeps the normal promise's words within 8 minutes, and the header's figure before a point", () => {
    const quick = { ...queue, acceptMinutes: 0.5, prepByCategory: { 'cat-chai': 1 } };
    const open: ShopStatus = { ...header, quote: { queue: quick, busyExtraMinutes: 0 } };
    expect(checkoutDeliveryText({ open, categoryIds: ['cat-chai'], shop, point })).toBe(
      'Delivery in 8 minutes',
    );
    expect(checkoutDeliveryText({ open: header, categoryIds: ['cat-chai'], shop, point: null })).toBe(
      'Delivery in about 12 minutes',
    );
  });

  it("says the pickup's own minutes, not the delivery's 8, with busy minutes on top", () => {
    expect(checkoutPickupText({ open: header, categoryIds: ['cat-chai'] })).toBe(
      'Ready for pickup in about 5 minutes',
    );
    expect(checkoutPickupText({ open: withBusy(10), categoryIds: ['cat-snack'] })).toBe(
      'Ready for pickup in about 20 minutes',
    );
  });

  it("says today's words before the estimate is read", () => {
    const today: ShopStatus = {
      state: 'open',
      promiseMinutes: 18,
      headline: 'Delivery in 18 minutes',
      short: '18 min',
      refusal: null,
    };
    expect(checkoutDeliveryText({ open: today, categoryIds: ['cat-chai'], shop, point })).toBe(
      'Delivery in 18 minutes',
    );
    expect(checkoutPickupText({ open: today, categoryIds: ['cat-chai'] })).toBe(
      'Ready for pickup in 18 minutes',
    );
  });

  it("finds each line's category id from the menu, null where it has none", () => {
    const menu = {
      items: [
        { id: 'i1', category: 'chai' },
        { id: 'i2', category: 'snacks' },
        { id: 'i3', category: 'uncategorised' },
      ],
      categories: [
        { id: 'cat-chai', slug: 'chai' },
        { id: 'cat-snack', slug: 'snacks' },
      ],
    };
    const lines = ['i1', 'i2', 'i3', 'gone'].map((itemId) => ({ itemId }));
    expect(cartCategoryIds(lines, menu)).toEqual(['cat-chai', 'cat-snack', null, null]);
    expect(cartCategoryIds(lines, undefined)).toEqual([null, null, null, null]);
  });
});
