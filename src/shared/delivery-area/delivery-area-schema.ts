// The owner's delivery settings (docs/product.md#d15-delivery-fee-zone-and-minimum-order): where
// the shop is, how far it delivers, what it charges and the smallest order it takes. Money is whole
// rupees here, as the owner types it; delivery-quote.ts computes in paise.
import { z } from 'zod';
import { shopLocationSchema } from './coordinates-schema.ts';
import { feeSlabsSchema } from './fee-slabs-schema.ts';
import { DELIVERY_AREA_LIMITS } from './limits.ts';
import { kmField, rupeesField } from './number-fields.ts';
import { deliveryPolygonSchema } from './polygon-schema.ts';

export const DELIVERY_AREA_MESSAGES = {
  slabsShort: (furthestKm: number, radiusKm: number) =>
    `Fee slabs must reach the delivery radius: the furthest ends at ${furthestKm} km, the radius is ${radiusKm} km`,
} as const;

export const deliveryAreaSchema = z
  .object({
    shop: shopLocationSchema,
    radiusKm: kmField('Delivery radius'),
    /** null: the radius alone. A polygon narrows the radius, it never reaches beyond it. */
    polygon: deliveryPolygonSchema.nullable().default(null),
    /** []: delivery is free at every distance ('Delivery FREE', docs/product.md#cart-and-checkout). */
    feeSlabs: feeSlabsSchema.default([]),
    /** null: no threshold. Otherwise delivery is free for a subtotal at or above it. */
    freeAboveRupees: rupeesField('Free delivery threshold', 1, DELIVERY_AREA_LIMITS.maxThresholdRupees)
      .nullable()
      .default(null),
    minimumOrderRupees: rupeesField('Minimum order', 0, DELIVERY_AREA_LIMITS.maxThresholdRupees).default(0),
  })
  // Every deliverable distance must have a fee, so there is no 'beyond the last slab' to define.
  .superRefine((area, ctx) => {
    if (area.feeSlabs.length === 0) return;
    const furthestKm = Math.max(...area.feeSlabs.map((slab) => slab.upToKm));
    if (furthestKm < area.radiusKm)
      ctx.addIssue({
        code: 'custom',
        path: ['feeSlabs'],
        message: DELIVERY_AREA_MESSAGES.slabsShort(furthestKm, area.radiusKm),
      });
  });
/** What the admin form and the API send (defaults not yet filled in). */
export type DeliveryAreaInput = z.input<typeof deliveryAreaSchema>;
/** What is stored and evaluated. */
export type DeliveryArea = z.output<typeof deliveryAreaSchema>;
