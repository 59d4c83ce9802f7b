// How far a delivery's pin is from the shop, in the words staff read on the board and the ticket
// (docs/product.md#where-the-pin-is): metres under a kilometre, else kilometres to one decimal.
import type { StaffPin } from '#shared/api/orders.ts';

export function pinDistanceText(pin: Pick<StaffPin, 'distanceKm'>): string {
  const km = pin.distanceKm;
  const far = km < 1 ? `${Math.round(km * 1000)} m` : `${km.toFixed(1)} km`;
  return `Pin ${far} from the shop`;
}
