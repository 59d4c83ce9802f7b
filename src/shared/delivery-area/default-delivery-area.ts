// The out-of-the-box shop and the seed (docs/product.md#d15-delivery-fee-zone-and-minimum-order):
// Chai Express in Lohegaon, Pune, delivering FREE within 3 km with no minimum, so the first
// design's 'Delivery FREE, total = subtotal' holds until an owner sets a fee. No zod here, so the storefront
// can read the defaults without the schemas.
import type { DeliveryArea } from './delivery-area-schema.ts';

/** Lohegaon, north of Pune airport: a starting pin, approximate, for the owner to move onto the door. */
export const DEFAULT_SHOP_LOCATION = {
  lat: 18.5913,
  lng: 73.9196,
  address: 'Lohegaon, Pune, Maharashtra',
} as const satisfies DeliveryArea['shop'];

export const DEFAULT_DELIVERY_AREA: DeliveryArea = {
  shop: DEFAULT_SHOP_LOCATION,
  radiusKm: 3,
  polygon: null,
  feeSlabs: [],
  freeAboveRupees: null,
  minimumOrderRupees: 0,
};
