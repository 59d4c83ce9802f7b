// What the map says under its pin as it moves: the same delivery terms the chooser and checkout
// judge a chosen point by (delivery-terms.ts), in one line.
import { DEFAULT_SHOP_LOCATION } from '#shared/delivery-area/default-delivery-area.ts';
import type { DeliveryArea } from '#shared/delivery-area/delivery-area-schema.ts';
import { deliveryFeeText, deliveryTerms } from '#web/features/store/shared/lib/delivery-terms.ts';

export type PinVerdict = { text: string; outside: boolean };

export function pinVerdict(
  area: DeliveryArea | undefined,
  point: { latitude: number; longitude: number },
  subtotalPaise: number,
): PinVerdict {
  if (!area) return { text: 'Move the pin to your door.', outside: false };
  const terms = deliveryTerms(area, point, subtotalPaise);
  if (terms.kind === 'outside') return { text: terms.message, outside: true };
  if (terms.kind === 'deliverable')
    return { text: `Delivery ${deliveryFeeText(terms.feePaise)} here`, outside: false };
  return { text: 'Move the pin to your door.', outside: false };
}

/** Where the map opens: the point already chosen, else the shop's door. */
export function mapStart(
  point: { latitude: number; longitude: number } | null | undefined,
  area: DeliveryArea | undefined,
): { latitude: number; longitude: number } {
  if (point) return { latitude: point.latitude, longitude: point.longitude };
  const shop = area?.shop ?? DEFAULT_SHOP_LOCATION;
  return { latitude: shop.lat, longitude: shop.lng };
}
