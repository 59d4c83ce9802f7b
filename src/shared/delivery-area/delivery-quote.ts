// What delivering a subtotal to a point costs, or why the shop cannot: the one evaluation the
// server (deciding) and the storefront (showing the fee before checkout) share. Imports no zod, so
// the cart can use it without the settings schemas.
import { toPaise } from '#shared/money.ts';
import type { Coordinates } from './coordinates-schema.ts';
import type { DeliveryArea } from './delivery-area-schema.ts';
import { distanceKm } from './distance-km.ts';
import { feeForDistancePaise } from './fee-for-distance.ts';
import { isInsidePolygon } from './inside-polygon.ts';
import { minimumOrderShortfallPaise } from './minimum-order.ts';

export const OUTSIDE_AREA_MESSAGE = "Sorry, we don't deliver to this address yet";

export type DeliveryQuote =
  | { deliverable: false; reason: 'outside-area'; message: string }
  | {
      deliverable: true;
      /** Great-circle kilometres from the shop, rounded to 10 m. */
      distanceKm: number;
      /** 0 when there are no slabs or the subtotal reached freeAbovePaise. */
      feePaise: number;
      /** null when the owner set no free-delivery threshold. */
      freeAbovePaise: number | null;
      minimumPaise: number;
      /** Paise still needed to reach the minimum order (0 when met). */
      shortByPaise: number;
    };

/**
 * Inside = within the radius AND (no polygon OR inside the polygon): the polygon narrows the
 * radius rather than replacing it, so the radius stays the hard limit on how far a rider goes and
 * the fee slabs (which must reach the radius) cover every deliverable point. Both edges count as
 * inside. The subtotal is the caller's: it decides the free-delivery threshold and the minimum.
 */
export function deliveryQuote(area: DeliveryArea, point: Coordinates, subtotalPaise: number): DeliveryQuote {
  const km = distanceKm(area.shop, point);
  // Written as !(km <= radius) so a NaN distance (from a NaN coordinate) is refused, not delivered.
  if (!(km <= area.radiusKm) || (area.polygon !== null && !isInsidePolygon(area.polygon, point)))
    return { deliverable: false, reason: 'outside-area', message: OUTSIDE_AREA_MESSAGE };

  const freeAbovePaise = area.freeAboveRupees === null ? null : toPaise(area.freeAboveRupees);
  const freeByThreshold = freeAbovePaise !== null && subtotalPaise >= freeAbovePaise;
  const minimumPaise = toPaise(area.minimumOrderRupees);
  return {
    deliverable: true,
    distanceKm: km,
    feePaise: freeByThreshold ? 0 : feeForDistancePaise(area.feeSlabs, km),
    freeAbovePaise,
    minimumPaise,
    shortByPaise: minimumOrderShortfallPaise(minimumPaise, subtotalPaise),
  };
}
