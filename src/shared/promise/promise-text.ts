// The words the storefront, the server and the board use for the estimate
// (docs/product.md#the-promise). An estimate is said as one ('about', 'estimated'), never as a
// guarantee; the normal promise keeps its words, 'Delivery in 8 minutes'.
import { DELIVERY_MINUTES } from '../constants.ts';

/** The minutes a customer is shown: never under the normal promise, and busy mode's minutes on top. */
export function shownMinutes(estimateMinutes: number, busyExtraMinutes: number): number {
  return Math.max(estimateMinutes, DELIVERY_MINUTES) + busyExtraMinutes;
}

/**
 * The minutes an order is shown and keeps: a delivery never under the normal promise; a pickup as
 * estimated (the 8 minutes are a delivery's). Busy minutes on top of both.
 */
export function shownFor(
  orderType: 'delivery' | 'pickup',
  estimateMinutes: number,
  busyExtraMinutes: number,
): number {
  return orderType === 'delivery'
    ? shownMinutes(estimateMinutes, busyExtraMinutes)
    : estimateMinutes + busyExtraMinutes;
}

/** 'Delivery in 8 minutes' while the shop keeps its normal promise, 'Delivery in about 14 minutes' past it. */
export function deliveryEstimateText(shown: number): string {
  return shown <= DELIVERY_MINUTES
    ? `Delivery in ${DELIVERY_MINUTES} minutes`
    : `Delivery in about ${shown} minutes`;
}

/** The phone header's few characters: '8 min', '~14 min'. */
export function shortEstimateText(shown: number): string {
  return shown <= DELIVERY_MINUTES ? `${DELIVERY_MINUTES} min` : `~${shown} min`;
}

/** A pickup order's estimate. */
export function pickupEstimateText(minutes: number): string {
  const m = Math.max(1, minutes);
  return `Ready for pickup in about ${m} minute${m === 1 ? '' : 's'}`;
}

/** What checkout answers while the automatic switch takes pickup orders only and the order is a delivery. */
export const PICKUP_ONLY_REFUSAL =
  'We are taking pickup orders only for now, while the kitchen catches up. Choose Pickup, or try delivery again in a few minutes.';
/** What checkout answers while the automatic switch takes no new orders. */
export const CATCHING_UP_REFUSAL =
  'We are not taking new orders for a few minutes while the kitchen catches up. Please try again shortly.';
/** The storefront's line while the automatic switch takes pickup orders only. */
export const PICKUP_ONLY_TEXT = 'Pickup only for now';
/** The storefront's line while the automatic switch takes no new orders. */
export const CATCHING_UP_TEXT = 'Catching up: back in a few minutes';
