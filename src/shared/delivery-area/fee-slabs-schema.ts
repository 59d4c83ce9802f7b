// Delivery fee by distance: slabs [{ upToKm, feeRupees }] in ascending order, each covering the
// distances above the previous slab's end up to and including its own (see fee-for-distance.ts).
import { z } from 'zod';
import { formatAmount } from '#shared/money.ts';
import { DELIVERY_AREA_LIMITS } from './limits.ts';
import { kmField, rupeesField } from './number-fields.ts';

export const FEE_SLAB_MESSAGES = {
  tooMany: `At most ${DELIVERY_AREA_LIMITS.maxFeeSlabs} fee slabs`,
  overlap: (earlierKm: number, laterKm: number) =>
    `Fee slabs overlap: up to ${earlierKm} km and up to ${laterKm} km`,
  repeated: (km: number) => `Fee slabs repeat: up to ${km} km appears twice`,
  cheaperFurther: (earlier: FeeSlab, later: FeeSlab) =>
    `Fee slabs cannot get cheaper further away: ${formatAmount(earlier.feeRupees)} up to ${earlier.upToKm} km, then ${formatAmount(later.feeRupees)} up to ${later.upToKm} km`,
} as const;

export const feeSlabSchema = z.object({
  upToKm: kmField('Fee slab distance'),
  feeRupees: rupeesField('Delivery fee', 0, DELIVERY_AREA_LIMITS.maxFeeRupees),
});
export type FeeSlab = z.infer<typeof feeSlabSchema>;

/**
 * Ascending, without overlaps or repeats, and never cheaper further away: a fee that drops with
 * distance is almost always a typing slip, and refusing it keeps 'further never costs less' true
 * for customers comparing addresses. An empty list means delivery is free at every distance.
 */
export const feeSlabsSchema = z
  .array(feeSlabSchema)
  .max(DELIVERY_AREA_LIMITS.maxFeeSlabs, FEE_SLAB_MESSAGES.tooMany)
  .superRefine((slabs, ctx) => {
    for (let i = 1; i < slabs.length; i++) {
      const earlier = slabs[i - 1]!;
      const later = slabs[i]!;
      if (later.upToKm === earlier.upToKm)
        ctx.addIssue({
          code: 'custom',
          path: [i, 'upToKm'],
          message: FEE_SLAB_MESSAGES.repeated(later.upToKm),
        });
      else if (later.upToKm < earlier.upToKm)
        ctx.addIssue({
          code: 'custom',
          path: [i, 'upToKm'],
          message: FEE_SLAB_MESSAGES.overlap(earlier.upToKm, later.upToKm),
        });
      else if (later.feeRupees < earlier.feeRupees)
        ctx.addIssue({
          code: 'custom',
          path: [i, 'feeRupees'],
          message: FEE_SLAB_MESSAGES.cheaperFurther(earlier, later),
        });
    }
  });
