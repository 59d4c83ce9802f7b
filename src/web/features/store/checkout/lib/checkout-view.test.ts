import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_AREA } from '#shared/delivery-area/default-delivery-area.ts';
import type { DeliveryArea } from '#shared/delivery-area/delivery-area-schema.ts';
import { OUTSIDE_AREA_MESSAGE } from '#shared/delivery-area/delivery-quote.ts';
import { PRESET_AREAS } from '#shared/delivery-area/preset-areas.ts';
import { EMPTY_DRAFT } from '#web/features/store/shared/lib/address-draft.ts';
import type { ShopStatus } from '#web/features/store/shared/lib/shop-status-text.ts';
import { type CheckoutLine, checkoutView } from './checkout-view.ts';

const porwalRoad = PRESET_AREAS[0]!;
const chai: CheckoutLine = {
  key: 'chai',
  itemId: 'i1',
  name: 'Masala Chai',
  price: 30,
  quantity: 2,
  unit: 'cup',
  options: [{ id: 'o1', name: 'Extra ginger' }],
  note: 'Less sugar',
};
const samosa: CheckoutLine = {
  ...chai,
  key: 'samosa',
  itemId: 'i2',
  name: 'Samosa',
  options: [],
  note: null,
};
const charged: DeliveryArea = { ...DEFAULT_DELIVERY_AREA, feeSlabs: [{ upToKm: 3, feeRupees: 25 }] };
const base = {
  lines: [chai],
  orderType: 'delivery' as const,
  draft: { ...EMPTY_DRAFT, latitude: porwalRoad.latitude, longitude: porwalRoad.longitude },
  discount: undefined,
  delivery: charged,
  status: null,
  billing: undefined,
};

describe('checkoutView', () => {
  it('orders the lines that can be ordered, with their choices and note, and totals them with the fee', () => {
    const view = checkoutView({ ...base, lines: [chai, { ...samosa, problem: 'Out of stock' }] });
    expect(view.orderLines).toEqual([{ menuItemId: 'i1', quantity: 2, options: ['o1'], note: 'Less sugar' }]);
    expect(view.leftOut.map((l) => l.key)).toEqual(['samosa']);
    expect(view).toMatchObject({ subtotal: 6_000, feePaise: 2_500, charged: 8_500, blocked: false });
  });

  it('has nothing to order, and is blocked, when every line is left out', () => {
    expect(checkoutView({ ...base, lines: [{ ...chai, problem: 'Off the menu' }] }).blocked).toBe(true);
  });

  it('takes the discount off only while it was checked against these lines', () => {
    const discount = { code: 'FIRST20', subtotal: 60, discount: 12, total: 48 };
    expect(checkoutView({ ...base, discount }).charged).toBe(6_000 - 1_200 + 2_500);
    const otherCart = checkoutView({ ...base, discount: { ...discount, subtotal: 90 } });
    expect(otherCart).toMatchObject({ applied: undefined, discountPaise: 0 });
  });

  it('has no delivery fee for pickup, whatever the point', () => {
    expect(checkoutView({ ...base, orderType: 'pickup' })).toMatchObject({
      isDelivery: false,
      feePaise: null,
      charged: 6_000,
    });
  });

  it('does not know the fee before a point is chosen where it varies by distance', () => {
    expect(checkoutView({ ...base, draft: EMPTY_DRAFT }).feePaise).toBeUndefined();
  });

  it('is blocked outside the area, saying why', () => {
    const view = checkoutView({ ...base, draft: { ...EMPTY_DRAFT, latitude: 12.9352, longitude: 77.6245 } });
    expect(view).toMatchObject({ outside: OUTSIDE_AREA_MESSAGE, blocked: true, feePaise: undefined });
  });

  it("is blocked by the shop's refusal, and promises minutes only while open", () => {
    const paused: ShopStatus = {
      state: 'paused',
      promiseMinutes: 8,
      headline: 'Paused',
      short: 'Paused',
      refusal: 'Paused',
    };
    expect(checkoutView({ ...base, status: paused })).toMatchObject({
      closed: 'Paused',
      blocked: true,
      deliveryText: null,
      pickupText: null,
    });
    expect(checkoutView({ ...base, status: { ...paused, state: 'open', refusal: null } })).toMatchObject({
      blocked: false,
      deliveryText: 'Delivery in 8 minutes',
      pickupText: 'Ready for pickup in 8 minutes',
      deliveryOff: null,
    });
  });

  it("says the estimate's words, and takes no delivery while the switch takes pickup orders only", () => {
    const open: ShopStatus = {
      state: 'open',
      promiseMinutes: 30,
      headline: 'Pickup only for now · Ready for pickup in about 12 minutes',
      short: 'Pickup only',
      refusal: null,
      deliveryText: 'Delivery in about 30 minutes',
      pickupText: 'Ready for pickup in about 12 minutes',
      deliveryOff: 'Pickup only for now: delivery is back once the kitchen catches up.',
    };
    expect(checkoutView({ ...base, status: open })).toMatchObject({
      deliveryText: 'Delivery in about 30 minutes',
      pickupText: 'Ready for pickup in about 12 minutes',
      deliveryOff: 'Pickup only for now: delivery is back once the kitchen catches up.',
      blocked: true,
    });
    expect(checkoutView({ ...base, orderType: 'pickup', status: open }).blocked).toBe(false);
    expect(checkoutView({ ...base, status: { ...open, deliveryOff: undefined } }).blocked).toBe(false);
  });

  it("quotes this cart to the chosen door from the estimate's queue, the header's figure before a point", () => {
    const queue = {
      acceptMinutes: 1,
      kitchenFreeInMinutes: 0,
      riderFreeInMinutes: 2,
      usualPrepMinutes: 3,
      prepByCategory: { 'cat-snack': 9 },
      riderSpeedKmh: 15,
    };
    const open: ShopStatus = {
      state: 'open',
      promiseMinutes: 12,
      headline: 'Delivery in about 12 minutes',
      short: '~12 min',
      refusal: null,
      deliveryText: 'Delivery in about 12 minutes',
      pickupText: 'Ready for pickup in about 4 minutes',
      quote: { queue, busyExtraMinutes: 0 },
    };
    const menu = {
      items: [
        { id: 'i1', category: 'chai' },
        { id: 'i2', category: 'snacks' },
      ],
      categories: [{ id: 'cat-snack', slug: 'snacks' }],
    };
    // The samosa's 9 minutes after 1 to accept, then 4.96 to Porwal Road (1.24 km): 15.
    const view = checkoutView({ ...base, lines: [chai, samosa], status: open, menu });
    expect(view).toMatchObject({
      deliveryText: 'Delivery in about 15 minutes',
      pickupText: 'Ready for pickup in about 10 minutes',
    });
    // A samosa left out of the order does not slow it: the chai's usual 3 minutes, 8.96 in all.
    const chaiOnly = checkoutView({
      ...base,
      lines: [chai, { ...samosa, problem: 'Out of stock' }],
      status: open,
      menu,
    });
    expect(chaiOnly.deliveryText).toBe('Delivery in about 9 minutes');
    expect(checkoutView({ ...base, draft: EMPTY_DRAFT, status: open, menu }).deliveryText).toBe(
      'Delivery in about 12 minutes',
    );
  });
});
