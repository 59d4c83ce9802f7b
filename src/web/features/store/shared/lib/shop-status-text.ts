// The shop's state as the header and banner show it, and what they show before the clock is read.
// No date code here: this file is in the storefront's first load.
import type { PublicSettings } from '#shared/api/settings.ts';
import { BANNER_KITCHEN, DELIVERY_MINUTES, PAUSED_TEXT, SITE_DEFAULTS } from '#shared/constants.ts';
import type { NewOrderQueue } from '#shared/promise/quote.ts';
import type { ShopState } from '#shared/shop-hours/availability.ts';

export type ShopStatus = {
  state: ShopState;
  promiseMinutes: number;
  /** 'Delivery in 8 minutes', 'Closed now · opens at 4:00 PM', 'Paused'. */
  headline: string;
  /** The phone header's few characters: '8 min', 'Closed', 'Paused'. */
  short: string;
  /** Why checkout cannot place an order now, or null when it can. */
  refusal: string | null;
  /** Checkout's delivery line while open; absent before the clock is read (docs/product.md#the-promise). */
  deliveryText?: string;
  /** Checkout's pickup line once the estimate is read ('Ready for pickup in about 6 minutes'). */
  pickupText?: string | null;
  /** Why checkout offers no delivery now (the automatic switch takes pickup orders only); absent: it does. */
  deliveryOff?: string;
  /**
   * Once the estimate is read: what a new order joins and the busy minutes in force now (busy mode
   * plus the automatic switch's), for checkout's own cart and address (docs/product.md#the-promise).
   */
  quote?: { queue: NewOrderQueue; busyExtraMinutes: number };
  /**
   * The banner's subtitle once the clock is read: the owner's own as written, the default one with
   * only the promise the shop keeps now (default-subtitle.ts).
   */
  subtitle?: string;
};

/**
 * The banner's subtitle: the clock's once it is read (default-subtitle.ts). Before that, an owner's
 * own subtitle as written, and the default one promises its minutes only when statusBeforeClock
 * says open (true at any time); a page that may be closed, busy or paused names no minutes until
 * the clock tells.
 */
export function shownSubtitle(own: string, status: ShopStatus | null): string {
  if (status?.subtitle !== undefined) return status.subtitle;
  if (own !== SITE_DEFAULTS.bannerSubtitle || status?.state === 'open') return own;
  return `${BANNER_KITCHEN}.`;
}

export function shortHeadline(state: ShopState, promiseMinutes: number): string {
  if (state === 'open') return `${promiseMinutes} min`;
  return state === 'paused' ? PAUSED_TEXT : 'Closed';
}

const isAllDay = (shifts: readonly { opens: string; closes: string }[]) =>
  shifts.length === 1 && shifts[0]?.opens === '00:00' && shifts[0]?.closes === '24:00';

/**
 * The status the server-rendered page and the first (hydrating) render show, before the browser's
 * clock is read. The page is rendered once per settings version and served for hours, so it may
 * only say what holds at any time: paused, or open all week with no holiday, no busy mode and no
 * automatic switch (docs/product.md#protecting-the-promise). Otherwise it says nothing about time
 * until the clock is read, a moment after the page starts.
 */
export function statusBeforeClock(
  settings:
    | (Pick<PublicSettings, 'hours' | 'shopOpen'> & Partial<Pick<PublicSettings, 'protect'>>)
    | undefined,
): ShopStatus | null {
  if (!settings) return null;
  if (!settings.shopOpen)
    return {
      state: 'paused',
      promiseMinutes: DELIVERY_MINUTES,
      headline: PAUSED_TEXT,
      short: PAUSED_TEXT,
      refusal: null,
    };
  const { schedule, holidays, busy } = settings.hours;
  if (busy || settings.protect || holidays.length > 0 || !Object.values(schedule).every(isAllDay))
    return null;
  return {
    state: 'open',
    promiseMinutes: DELIVERY_MINUTES,
    headline: `Delivery in ${DELIVERY_MINUTES} minutes`,
    short: shortHeadline('open', DELIVERY_MINUTES),
    refusal: null,
  };
}
