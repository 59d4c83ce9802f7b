import { distance } from '@turf/distance';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_AREA, DEFAULT_SHOP_LOCATION } from './default-delivery-area.ts';
import { type DeliveryArea, deliveryAreaSchema } from './delivery-area-schema.ts';
import { deliveryQuote, OUTSIDE_AREA_MESSAGE } from './delivery-quote.ts';
import { isInsidePolygon } from './inside-polygon.ts';

const shop = DEFAULT_SHOP_LOCATION;
// Along a meridian the great-circle distance is the latitude difference times this (turf's sphere).
const KM_PER_DEGREE_OF_LATITUDE = (6371.0088 * Math.PI) / 180;
const kmNorth = (km: number) => ({ lat: shop.lat + km / KM_PER_DEGREE_OF_LATITUDE, lng: shop.lng });

const area = (overrides: Partial<DeliveryArea> = {}): DeliveryArea => ({
  ...DEFAULT_DELIVERY_AREA,
  ...overrides,
});
const outside = {
  deliverable: false,
  reason: 'outside-area',
  message: "Sorry, we don't deliver to this address yet",
};
const vimanNagar = { lat: 18.5679, lng: 73.9143 };
const koramangala = { lat: 12.9352, lng: 77.6245 };

describe('deliveryQuote', () => {
  it('out of the box: free within 3 km of the Lohegaon shop, no minimum, Bangalore refused', () => {
    expect(deliveryQuote(DEFAULT_DELIVERY_AREA, vimanNagar, 12_000)).toEqual({
      deliverable: true,
      distanceKm: expect.closeTo(2.66, 1),
      feePaise: 0,
      freeAbovePaise: null,
      minimumPaise: 0,
      shortByPaise: 0,
    });
    expect(deliveryQuote(DEFAULT_DELIVERY_AREA, koramangala, 12_000)).toEqual(outside);
    expect(OUTSIDE_AREA_MESSAGE).toBe("Sorry, we don't deliver to this address yet");
  });

  it('delivers up to and including the radius, to 10 m', () => {
    expect(deliveryQuote(area(), kmNorth(3), 0)).toMatchObject({ deliverable: true, distanceKm: 3 });
    expect(deliveryQuote(area(), kmNorth(3.004), 0)).toMatchObject({ deliverable: true, distanceKm: 3 });
    expect(deliveryQuote(area(), kmNorth(3.006), 0)).toEqual(outside);
    expect(deliveryQuote(area({ radiusKm: 0.1 }), shop, 0)).toMatchObject({
      deliverable: true,
      distanceKm: 0,
    });
  });

  it('refuses a point that is not a number rather than delivering to it', () => {
    expect(deliveryQuote(area(), { lat: Number.NaN, lng: shop.lng }, 0)).toEqual(outside);
    expect(deliveryQuote(area(), { lat: shop.lat, lng: Number.POSITIVE_INFINITY }, 0)).toEqual(outside);
  });

  describe('a polygon narrows the radius', () => {
    // A strip 1.1 km either side of the shop east-west, reaching 10 km north and south.
    const strip = [
      { lat: 18.5013, lng: 73.909 },
      { lat: 18.5013, lng: 73.9302 },
      { lat: 18.6813, lng: 73.9302 },
      { lat: 18.6813, lng: 73.909 },
      { lat: 18.5013, lng: 73.909 },
    ];
    const narrowed = area({ radiusKm: 3, polygon: strip });

    it('delivers where both agree', () => {
      expect(deliveryQuote(narrowed, kmNorth(2), 0)).toMatchObject({ deliverable: true, distanceKm: 2 });
    });

    it('refuses inside the radius but outside the polygon', () => {
      const east = { lat: shop.lat, lng: 73.94 };
      expect(deliveryQuote(area(), east, 0)).toMatchObject({ deliverable: true });
      expect(deliveryQuote(narrowed, east, 0)).toEqual(outside);
    });

    it('refuses inside the polygon but beyond the radius', () => {
      expect(isInsidePolygon(strip, kmNorth(5))).toBe(true);
      expect(deliveryQuote(narrowed, kmNorth(5), 0)).toEqual(outside);
    });

    it('counts the polygon edge as inside', () => {
      expect(deliveryQuote(narrowed, { lat: shop.lat, lng: 73.9302 }, 0)).toMatchObject({
        deliverable: true,
      });
    });
  });

  describe('fee', () => {
    const charged = area({
      feeSlabs: [
        { upToKm: 1, feeRupees: 0 },
        { upToKm: 2, feeRupees: 20 },
        { upToKm: 3, feeRupees: 30 },
      ],
    });

    it('follows the slab of the distance, upper bound included', () => {
      expect(deliveryQuote(charged, kmNorth(1), 0)).toMatchObject({ feePaise: 0 });
      expect(deliveryQuote(charged, kmNorth(1.01), 0)).toMatchObject({ feePaise: 2_000 });
      expect(deliveryQuote(charged, kmNorth(2), 0)).toMatchObject({ feePaise: 2_000 });
      expect(deliveryQuote(charged, kmNorth(2.004), 0)).toMatchObject({ distanceKm: 2, feePaise: 2_000 });
      expect(deliveryQuote(charged, kmNorth(2.006), 0)).toMatchObject({ distanceKm: 2.01, feePaise: 3_000 });
      expect(deliveryQuote(charged, kmNorth(3), 0)).toMatchObject({ feePaise: 3_000 });
    });

    it('is waived for a subtotal at or above the free-delivery threshold', () => {
      const withThreshold = { ...charged, freeAboveRupees: 500 };
      const far = kmNorth(2.5);
      expect(deliveryQuote(withThreshold, far, 49_999)).toMatchObject({
        feePaise: 3_000,
        freeAbovePaise: 50_000,
      });
      expect(deliveryQuote(withThreshold, far, 50_000)).toMatchObject({
        feePaise: 0,
        freeAbovePaise: 50_000,
      });
      expect(deliveryQuote(withThreshold, far, 50_001)).toMatchObject({ feePaise: 0 });
      expect(deliveryQuote(charged, far, 10_000_000)).toMatchObject({
        feePaise: 3_000,
        freeAbovePaise: null,
      });
    });
  });

  it('reports how far the subtotal is from the minimum order', () => {
    const withMinimum = area({ minimumOrderRupees: 150 });
    expect(deliveryQuote(withMinimum, vimanNagar, 10_500)).toMatchObject({
      minimumPaise: 15_000,
      shortByPaise: 4_500,
    });
    expect(deliveryQuote(withMinimum, vimanNagar, 15_000)).toMatchObject({ shortByPaise: 0 });
    expect(deliveryQuote(withMinimum, vimanNagar, 20_000)).toMatchObject({ shortByPaise: 0 });
  });

  describe('properties', () => {
    // Valid slab lists by construction: distinct ascending tenths, fees that never drop.
    const slabList = fc
      .uniqueArray(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 8 })
      .chain((tenths) =>
        fc
          .array(fc.integer({ min: 0, max: 100 }), { minLength: tenths.length, maxLength: tenths.length })
          .map((steps) => {
            const sorted = [...tenths].sort((a, b) => a - b);
            let fee = 0;
            return sorted.map((t, i) => {
              fee += steps[i]!;
              return { upToKm: t / 10, feeRupees: fee };
            });
          }),
      );
    // Points in a box around the shop, its half-side a share of the radius (fast-check favours the
    // box's edges and corners, so 0.75 keeps most points deliverable and 1.1 leaves many outside).
    const nearShop = (radiusKm: number, share: number) => {
      const degrees = (radiusKm * share) / KM_PER_DEGREE_OF_LATITUDE;
      return fc.record({
        lat: fc.double({ min: shop.lat - degrees, max: shop.lat + degrees, noNaN: true }),
        lng: fc.double({ min: shop.lng - degrees, max: shop.lng + degrees, noNaN: true }),
      });
    };

    it('the fee never decreases with distance for a valid slab list', () => {
      let compared = 0;
      fc.assert(
        fc.property(
          slabList.chain((feeSlabs) => {
            const radiusKm = feeSlabs.at(-1)!.upToKm;
            return fc.tuple(fc.constant(feeSlabs), nearShop(radiusKm, 0.75), nearShop(radiusKm, 0.75));
          }),
          ([feeSlabs, a, b]) => {
            const radiusKm = feeSlabs.at(-1)!.upToKm;
            const valid = deliveryAreaSchema.parse({ ...DEFAULT_DELIVERY_AREA, radiusKm, feeSlabs });
            const qa = deliveryQuote(valid, a, 0);
            const qb = deliveryQuote(valid, b, 0);
            if (!qa.deliverable || !qb.deliverable) return true;
            compared++;
            const [near, far] = qa.distanceKm <= qb.distanceKm ? [qa, qb] : [qb, qa];
            return near.feePaise <= far.feePaise;
          },
        ),
        { numRuns: 300 },
      );
      expect(compared).toBeGreaterThan(20);
    });

    it('a deliverable point is always within the radius (and the polygon, if any)', () => {
      let delivered = 0;
      const radius = fc.integer({ min: 1, max: 300 }).map((t) => t / 10);
      fc.assert(
        fc.property(
          radius.chain((radiusKm) => fc.tuple(fc.constant(radiusKm), nearShop(radiusKm, 1.1), fc.boolean())),
          ([radiusKm, point, withPolygon]) => {
            // A triangle around the shop, cut to the radius's size.
            const d = radiusKm / KM_PER_DEGREE_OF_LATITUDE;
            const polygon = withPolygon
              ? [
                  { lat: shop.lat - d, lng: shop.lng - d },
                  { lat: shop.lat - d, lng: shop.lng + d },
                  { lat: shop.lat + d, lng: shop.lng },
                  { lat: shop.lat - d, lng: shop.lng - d },
                ]
              : null;
            const quote = deliveryQuote(area({ radiusKm, polygon }), point, 0);
            if (!quote.deliverable) return true;
            delivered++;
            const exactKm = distance([shop.lng, shop.lat], [point.lng, point.lat]);
            return (
              quote.distanceKm <= radiusKm &&
              exactKm < radiusKm + 0.005 &&
              (polygon === null || isInsidePolygon(polygon, point))
            );
          },
        ),
        { numRuns: 300 },
      );
      expect(delivered).toBeGreaterThan(20);
    });
  });
});
