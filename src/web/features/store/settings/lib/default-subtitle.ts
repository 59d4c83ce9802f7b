// The banner's subtitle at an instant (docs/product.md#storefront). An owner's own subtitle stays as
// written. The default one says 'at your door in 8 minutes' only while the shop keeps that promise
// to the chosen place; the minutes it expects in busy mode or past the normal promise; when it
// opens while closed; no promise while paused, taking pickup orders only, or outside the delivery
// area. Loaded after the page starts, with the clock: until then shownSubtitle (shop-status-text.ts)
// says only what holds at any time.
import { BANNER_KITCHEN, DELIVERY_MINUTES, SITE_DEFAULTS } from '#shared/constants.ts';
import type { ShopStatus } from '#web/features/store/shared/lib/shop-status-text.ts';

export function bannerSubtitle(own: string, status: ShopStatus & { outside?: boolean }): string {
  return own === SITE_DEFAULTS.bannerSubtitle ? defaultSubtitle(status) : own;
}

export function defaultSubtitle(status: ShopStatus & { outside?: boolean }): string {
  if (status.state === 'closed') return `${BANNER_KITCHEN}. ${status.refusal}`;
  if (status.state === 'paused' || status.refusal || status.deliveryOff || status.outside)
    return `${BANNER_KITCHEN}.`;
  if (status.promiseMinutes === DELIVERY_MINUTES) return SITE_DEFAULTS.bannerSubtitle;
  // With the estimate read, its minutes are 'about' (as the header's 'Delivery in about 14 minutes').
  return `${BANNER_KITCHEN}, at your door in ${status.quote ? 'about ' : ''}${status.promiseMinutes} minutes.`;
}
