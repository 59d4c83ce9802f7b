// What the storefront says about the shop at an instant (docs/product.md#d17-the-promise-shown-is-one-the-shop-can-keep),
// from the settings, the browser's clock and the estimate once read (docs/product.md#the-promise),
// in the words the server uses. This file brings the time-zone code, so the page loads it after
// first paint (see use-shop-status.ts).
import type { ShopEstimate } from '#shared/api/promise.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import { shopAvailability } from '#shared/shop-hours/availability.ts';
import { availabilityHeadline, checkoutRefusal } from '#shared/shop-hours/availability-text.ts';
import { type ShopStatus, shortHeadline } from '#web/features/store/shared/lib/shop-status-text.ts';
import { promiseStatus } from './promise-status.ts';

export function shopStatus(
  settings: Pick<PublicSettings, 'hours' | 'shopOpen'> &
    Partial<Pick<PublicSettings, 'protect' | 'zoneOffsets'>>,
  now: Date,
  estimate: ShopEstimate | null = null,
): ShopStatus {
  const { schedule, holidays, timeZone, busy } = settings.hours;
  // With the server's table of offsets, no Intl formatter is made (shared/shop-hours/zone-clock.ts).
  const offsets = settings.zoneOffsets;
  const availability = shopAvailability(
    { schedule, holidays, timeZone, offsets, busy, paused: !settings.shopOpen },
    now,
  );
  const zone = { timeZone, offsets };
  const status: ShopStatus = {
    state: availability.state,
    promiseMinutes: availability.promiseMinutes,
    headline: availabilityHeadline(availability, now, zone),
    short: shortHeadline(availability.state, availability.promiseMinutes),
    refusal: checkoutRefusal(availability, now, zone),
  };
  // A closed or paused shop says so whatever the estimate.
  return status.state === 'open' ? promiseStatus(status, settings.protect ?? null, estimate) : status;
}
