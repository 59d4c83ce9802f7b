// The header's promise for the chosen place (docs/product.md#addresses-and-location): a place the
// location chooser refuses (outside the delivery area) is promised no delivery. The header says
// so, in the chooser's terms, and collecting at the shop is what is left. Brings turf: loaded after
// the page starts, with the clock.
import type { DeliveryArea } from '#shared/delivery-area/delivery-area-schema.ts';
import { deliveryTerms } from '#web/features/store/shared/lib/delivery-terms.ts';
import type { ChosenPoint } from '#web/features/store/shared/lib/location-state.ts';
import type { ShopStatus } from '#web/features/store/shared/lib/shop-status-text.ts';

export const OUTSIDE_AREA_TEXT = 'Outside delivery area';
export const OUTSIDE_AREA_SHORT = 'Pickup only';

/** `status` for `point`: an open shop's promise replaced by 'Outside delivery area' there. */
export function placeStatus(
  status: ShopStatus,
  area: DeliveryArea,
  point: ChosenPoint | null | undefined,
): ShopStatus & { outside?: boolean } {
  if (!point || status.state !== 'open') return status;
  // The chooser's own test (use-location-chooser.ts), and the chunk the cart and checkout share.
  if (deliveryTerms(area, point, 0).kind !== 'outside') return status;
  return { ...status, headline: OUTSIDE_AREA_TEXT, short: OUTSIDE_AREA_SHORT, outside: true };
}
