// What an open shop promises once the estimate is read (docs/product.md#the-promise): the
// estimate with busy mode's minutes on top (the owner's and the automatic switch's), or, while the
// automatic switch protects the promise, pickup orders only or no new orders at all. Without an
// estimate (not read yet, or the request failed) the words are today's: the normal promise plus
// busy minutes. Loaded after the page starts, with shop-status.ts.
// The switch in force is the estimate's once one is read (fresher than the settings': it lifts or
// comes on within one 30 s read), else the settings'.
import type { ShopEstimate } from '#shared/api/promise.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import { DELIVERY_MINUTES } from '#shared/constants.ts';
import {
  CATCHING_UP_REFUSAL,
  CATCHING_UP_TEXT,
  deliveryEstimateText,
  PICKUP_ONLY_TEXT,
  pickupEstimateText,
  shortEstimateText,
  shownFor,
} from '#shared/promise/promise-text.ts';
import { deliveryPromiseText } from '#shared/shop-hours/availability-text.ts';
import { type ShopStatus, shortHeadline } from '#web/features/store/shared/lib/shop-status-text.ts';

/** The phone header's few characters while the automatic switch is on. */
export const PICKUP_ONLY_SHORT = 'Pickup only';
export const CATCHING_UP_SHORT = 'Catching up';
/** Checkout's note by the Delivery/Pickup choice while delivery waits. */
export const PICKUP_ONLY_NOTE = `${PICKUP_ONLY_TEXT}: delivery is back once the kitchen catches up.`;

/**
 * `open` is the status of an open shop worked out from the hours (its promiseMinutes already
 * carry the owner's busy minutes); the estimate and the switch in force are laid over it.
 */
export function promiseStatus(
  open: ShopStatus,
  settingsProtect: PublicSettings['protect'],
  estimate: ShopEstimate | null,
): ShopStatus {
  const protect = estimate ? estimate.protect : settingsProtect;
  const busyMinutes = open.promiseMinutes - DELIVERY_MINUTES + (protect?.busyExtraMinutes ?? 0);
  const promiseMinutes = shownFor('delivery', estimate?.deliveryMinutes ?? DELIVERY_MINUTES, busyMinutes);
  const deliveryText = estimate ? deliveryEstimateText(promiseMinutes) : deliveryPromiseText(promiseMinutes);
  // Busy mode says the kitchen is slow: a pickup waits for the same kitchen.
  const pickupText = estimate
    ? pickupEstimateText(shownFor('pickup', estimate.pickupMinutes, busyMinutes))
    : null;
  const status: ShopStatus = {
    ...open,
    promiseMinutes,
    headline: deliveryText,
    short: estimate ? shortEstimateText(promiseMinutes) : shortHeadline('open', promiseMinutes),
    deliveryText,
    pickupText,
    // Checkout works out its own cart's and address's minutes from these.
    ...(estimate ? { quote: { queue: estimate.queue, busyExtraMinutes: busyMinutes } } : {}),
  };
  if (protect?.action === 'pause')
    return { ...status, headline: CATCHING_UP_TEXT, short: CATCHING_UP_SHORT, refusal: CATCHING_UP_REFUSAL };
  if (protect?.action === 'pickup_only')
    return {
      ...status,
      headline: pickupText ? `${PICKUP_ONLY_TEXT} · ${pickupText}` : PICKUP_ONLY_TEXT,
      short: PICKUP_ONLY_SHORT,
      deliveryOff: PICKUP_ONLY_NOTE,
    };
  return status;
}
