import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coordinatesSchema } from './coordinates-schema.ts';
import { DEFAULT_DELIVERY_AREA } from './default-delivery-area.ts';
import { deliveryAreaSchema } from './delivery-area-schema.ts';

/** Each problem as 'path: message', for the settings with these fields changed. */
function problems(changes: Record<string, unknown>): string[] {
  const result = deliveryAreaSchema.safeParse({ ...DEFAULT_DELIVERY_AREA, ...changes });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const shop = (changes: Record<string, unknown>) => ({ shop: { ...DEFAULT_DELIVERY_AREA.shop, ...changes } });
const square = [
  { lat: 18.58, lng: 73.9 },
  { lat: 18.58, lng: 73.94 },
  { lat: 18.6, lng: 73.94 },
  { lat: 18.6, lng: 73.9 },
  { lat: 18.58, lng: 73.9 },
];

describe('deliveryAreaSchema', () => {
  it('accepts the defaults, and fills them in for a shop and radius alone', () => {
    expect(deliveryAreaSchema.parse(DEFAULT_DELIVERY_AREA)).toEqual(DEFAULT_DELIVERY_AREA);
    expect(deliveryAreaSchema.parse({ shop: DEFAULT_DELIVERY_AREA.shop, radiusKm: 3 })).toEqual({
      shop: { lat: 18.5913, lng: 73.9196, address: 'Lohegaon, Pune, Maharashtra' },
      radiusKm: 3,
      polygon: null,
      feeSlabs: [],
      freeAboveRupees: null,
      minimumOrderRupees: 0,
    });
  });

  it('accepts a full set of owner settings', () => {
    expect(
      problems({
        radiusKm: 4.5,
        polygon: square,
        feeSlabs: [
          { upToKm: 1.5, feeRupees: 0 },
          { upToKm: 3, feeRupees: 20 },
          { upToKm: 4.5, feeRupees: 20 },
        ],
        freeAboveRupees: 500,
        minimumOrderRupees: 150,
      }),
    ).toEqual([]);
  });

  describe('shop location', () => {
    it('refuses coordinates out of range', () => {
      expect(problems(shop({ lat: 90.0001 }))).toEqual(['shop.lat: Latitude must be between -90 and 90']);
      expect(problems(shop({ lat: -91 }))).toEqual(['shop.lat: Latitude must be between -90 and 90']);
      expect(problems(shop({ lng: 180.5 }))).toEqual(['shop.lng: Longitude must be between -180 and 180']);
      expect(problems(shop({ lng: -181 }))).toEqual(['shop.lng: Longitude must be between -180 and 180']);
      expect(problems(shop({ lat: 90, lng: -180 }))).toEqual([]);
    });

    it('refuses NaN, Infinity and text', () => {
      expect(problems(shop({ lat: Number.NaN }))).toEqual(['shop.lat: Latitude must be a number']);
      expect(problems(shop({ lat: Number.NEGATIVE_INFINITY }))).toEqual([
        'shop.lat: Latitude must be a number',
      ]);
      expect(problems(shop({ lng: Number.POSITIVE_INFINITY }))).toEqual([
        'shop.lng: Longitude must be a number',
      ]);
      expect(problems(shop({ lng: '73.9' }))).toEqual(['shop.lng: Longitude must be a number']);
    });

    it('needs an address of reasonable length', () => {
      expect(problems(shop({ address: '   ' }))).toEqual(['shop.address: Shop address is required']);
      expect(problems(shop({ address: undefined }))).toEqual(['shop.address: Shop address is required']);
      expect(problems(shop({ address: 'x'.repeat(201) }))).toEqual([
        'shop.address: Shop address can be at most 200 characters',
      ]);
    });

    it('takes exactly the finite numbers in range (property)', () => {
      fc.assert(
        fc.property(fc.double(), fc.double(), (lat, lng) => {
          const ok =
            Number.isFinite(lat) && Math.abs(lat) <= 90 && Number.isFinite(lng) && Math.abs(lng) <= 180;
          return coordinatesSchema.safeParse({ lat, lng }).success === ok;
        }),
      );
    });
  });

  describe('radius', () => {
    it('is more than 0, at most 30 km, in tenths', () => {
      expect(problems({ radiusKm: 0 })).toEqual(['radiusKm: Delivery radius must be more than 0 km']);
      expect(problems({ radiusKm: -1 })).toEqual(['radiusKm: Delivery radius must be more than 0 km']);
      expect(problems({ radiusKm: 30.1 })).toEqual(['radiusKm: Delivery radius can be at most 30 km']);
      expect(problems({ radiusKm: 2.75 })).toEqual(['radiusKm: Delivery radius goes in steps of 0.1 km']);
      expect(problems({ radiusKm: Number.NaN })).toEqual(['radiusKm: Delivery radius must be a number']);
      expect(problems({ radiusKm: Number.POSITIVE_INFINITY })).toEqual([
        'radiusKm: Delivery radius must be a number',
      ]);
      for (const ok of [0.1, 0.3, 2.7, 29.9, 30]) expect(problems({ radiusKm: ok })).toEqual([]);
    });
  });

  describe('polygon', () => {
    it('must close', () => {
      expect(problems({ polygon: [...square.slice(0, 4), { lat: 18.58, lng: 73.91 }] })).toEqual([
        'polygon.4: The delivery area must close: its last point must equal its first',
      ]);
    });

    it('needs 3 corners and the first point again', () => {
      expect(problems({ polygon: [square[0], square[1], square[0]] })).toEqual([
        'polygon: The delivery area needs at least 3 corners and its first point again at the end',
      ]);
      expect(problems({ polygon: [square[0], square[1], square[1], square[0]] })).toEqual([
        'polygon: The delivery area needs at least 3 different corners',
      ]);
    });

    it('has at most 200 points', () => {
      const many = Array.from({ length: 200 }, (_, i) => ({
        lat: 18.58 + i / 10_000,
        lng: 73.9 + (i % 2) / 100,
      }));
      expect(problems({ polygon: [...many.slice(0, 199), many[0]] })).toEqual([]);
      expect(problems({ polygon: [...many, many[0]] })).toEqual([
        'polygon: The delivery area can have at most 200 points',
      ]);
    });

    it('checks every point like the shop location', () => {
      expect(problems({ polygon: [square[0], { lat: 95, lng: 73.9 }, ...square.slice(2)] })).toEqual([
        'polygon.1.lat: Latitude must be between -90 and 90',
      ]);
    });
  });

  describe('fee slabs', () => {
    const slabs = (...list: [number, number][]) => ({
      feeSlabs: list.map(([upToKm, feeRupees]) => ({ upToKm, feeRupees })),
    });

    it('refuses slabs that overlap or repeat', () => {
      expect(problems(slabs([2, 20], [1.5, 30], [3, 40]))).toEqual([
        'feeSlabs.1.upToKm: Fee slabs overlap: up to 2 km and up to 1.5 km',
      ]);
      expect(problems(slabs([2, 20], [2, 30], [3, 40]))).toEqual([
        'feeSlabs.1.upToKm: Fee slabs repeat: up to 2 km appears twice',
      ]);
    });

    it('refuses a fee that gets cheaper further away', () => {
      expect(problems(slabs([2, 30], [3, 20]))).toEqual([
        'feeSlabs.1.feeRupees: Fee slabs cannot get cheaper further away: ₹30 up to 2 km, then ₹20 up to 3 km',
      ]);
    });

    it('must reach the delivery radius', () => {
      expect(problems(slabs([1, 0], [2, 20]))).toEqual([
        'feeSlabs: Fee slabs must reach the delivery radius: the furthest ends at 2 km, the radius is 3 km',
      ]);
      expect(problems({ ...slabs([1, 0], [5, 20]), radiusKm: 3 })).toEqual([]);
    });

    it('checks each slab’s distance and fee', () => {
      expect(problems(slabs([0, 10], [3, 20]))).toEqual([
        'feeSlabs.0.upToKm: Fee slab distance must be more than 0 km',
      ]);
      expect(problems(slabs([1.25, 10], [3, 20]))).toEqual([
        'feeSlabs.0.upToKm: Fee slab distance goes in steps of 0.1 km',
      ]);
      expect(problems(slabs([3, 10], [31, 20]))).toEqual([
        'feeSlabs.1.upToKm: Fee slab distance can be at most 30 km',
      ]);
      expect(problems(slabs([Number.NaN, 10], [3, 20]))).toContain(
        'feeSlabs.0.upToKm: Fee slab distance must be a number',
      );
      expect(problems(slabs([3, 10.5]))).toEqual(['feeSlabs.0.feeRupees: Delivery fee must be whole rupees']);
      expect(problems(slabs([3, -5]))).toEqual(['feeSlabs.0.feeRupees: Delivery fee cannot be negative']);
      expect(problems(slabs([3, 1_001]))).toEqual([
        'feeSlabs.0.feeRupees: Delivery fee can be at most ₹1,000',
      ]);
      expect(problems(slabs([3, Number.POSITIVE_INFINITY]))).toEqual([
        'feeSlabs.0.feeRupees: Delivery fee must be a number',
      ]);
    });

    it('has at most 20 slabs', () => {
      const twentyOne = Array.from({ length: 21 }, (_, i): [number, number] => [(i + 1) / 10 + 1, i]);
      expect(problems(slabs(...twentyOne.slice(0, 20)))).toEqual([]);
      expect(problems(slabs(...twentyOne))).toEqual(['feeSlabs: At most 20 fee slabs']);
    });
  });

  describe('free delivery threshold and minimum order', () => {
    it('free delivery above a whole-rupee subtotal of at least ₹1, or none', () => {
      expect(problems({ freeAboveRupees: null })).toEqual([]);
      expect(problems({ freeAboveRupees: 1 })).toEqual([]);
      expect(problems({ freeAboveRupees: 0 })).toEqual([
        'freeAboveRupees: Free delivery threshold must be at least ₹1',
      ]);
      expect(problems({ freeAboveRupees: 499.5 })).toEqual([
        'freeAboveRupees: Free delivery threshold must be whole rupees',
      ]);
      expect(problems({ freeAboveRupees: 100_001 })).toEqual([
        'freeAboveRupees: Free delivery threshold can be at most ₹1,00,000',
      ]);
    });

    it('a minimum order of whole rupees from 0', () => {
      expect(problems({ minimumOrderRupees: 0 })).toEqual([]);
      expect(problems({ minimumOrderRupees: -1 })).toEqual([
        'minimumOrderRupees: Minimum order cannot be negative',
      ]);
      expect(problems({ minimumOrderRupees: 99.99 })).toEqual([
        'minimumOrderRupees: Minimum order must be whole rupees',
      ]);
      expect(problems({ minimumOrderRupees: 100_001 })).toEqual([
        'minimumOrderRupees: Minimum order can be at most ₹1,00,000',
      ]);
      expect(problems({ minimumOrderRupees: Number.NaN })).toEqual([
        'minimumOrderRupees: Minimum order must be a number',
      ]);
    });
  });
});
