import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_AREA } from '#shared/delivery-area/default-delivery-area.ts';
import type { DeliveryArea } from '#shared/delivery-area/delivery-area-schema.ts';
import { OUTSIDE_AREA_MESSAGE } from '#shared/delivery-area/delivery-quote.ts';
import { PRESET_AREAS } from '#shared/delivery-area/preset-areas.ts';
import { deliveryFeeText, deliveryTerms } from './delivery-terms.ts';

const porwalRoad = PRESET_AREAS[0]!;
const koramangala = { latitude: 12.9352, longitude: 77.6245 };
const charged: DeliveryArea = {
  ...DEFAULT_DELIVERY_AREA,
  feeSlabs: [{ upToKm: 3, feeRupees: 25 }],
  freeAboveRupees: 300,
  minimumOrderRupees: 100,
};

describe('deliveryTerms', () => {
  it('before a point is chosen, knows the fee only when it is the same everywhere, and the minimum', () => {
    expect(deliveryTerms(DEFAULT_DELIVERY_AREA, null, 5_000)).toEqual({
      kind: 'no-point',
      feePaise: 0,
      minimumProblem: null,
    });
    expect(deliveryTerms(charged, null, 5_000)).toEqual({
      kind: 'no-point',
      feePaise: null,
      minimumProblem: 'Add ₹50 more to order (minimum ₹100)',
    });
  });

  it('is FREE out of the box for a preset, with no hint and no minimum', () => {
    expect(deliveryTerms(DEFAULT_DELIVERY_AREA, porwalRoad, 5_000)).toEqual({
      kind: 'deliverable',
      feePaise: 0,
      freeHint: null,
      minimumProblem: null,
    });
  });

  it('charges the slab, hints at the threshold and asks for the minimum', () => {
    expect(deliveryTerms(charged, porwalRoad, 5_000)).toEqual({
      kind: 'deliverable',
      feePaise: 2_500,
      freeHint: 'Free delivery above ₹300',
      minimumProblem: 'Add ₹50 more to order (minimum ₹100)',
    });
    expect(deliveryTerms(charged, porwalRoad, 30_000)).toMatchObject({ feePaise: 0, freeHint: null });
  });

  it('refuses a point outside the area in the shared words', () => {
    expect(deliveryTerms(DEFAULT_DELIVERY_AREA, koramangala, 5_000)).toEqual({
      kind: 'outside',
      message: OUTSIDE_AREA_MESSAGE,
    });
    expect(OUTSIDE_AREA_MESSAGE).toBe("Sorry, we don't deliver to this address yet");
  });
});

describe('deliveryFeeText', () => {
  it('says FREE at zero and rupees otherwise', () => {
    expect(deliveryFeeText(0)).toBe('FREE');
    expect(deliveryFeeText(2_500)).toBe('₹25');
  });
});
