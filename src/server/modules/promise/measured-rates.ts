// The measured figures the forecast runs on, worked out again every few minutes rather than on
// every change: a median over two weeks barely moves with one more order
// (docs/product.md#how-the-estimate-is-worked-out).

import type { Coordinates } from '#shared/delivery-area/coordinates-schema.ts';
import { distanceKm } from '#shared/delivery-area/distance-km.ts';
import { percentile } from '#shared/promise/percentile.ts';
import type { MeasuredMedian, PromiseRatesRepo } from './promise-rates.repo.ts';

const MINUTE_MS = 60_000;
/** How far back the medians look. */
export const RATES_WINDOW_DAYS = 14;
/** How long a set of measured figures is used before it is worked out again. */
export const RATES_REFRESH_MS = 5 * MINUTE_MS;
/** Placed -> accepted before there is history. */
export const DEFAULT_ACCEPT_MINUTES = 1;
/**
 * A kind of item's kitchen time before enough orders of it were measured: a chai brews in about
 * three. With a minute to accept and the usual distance below, a quiet shop keeps its 8 minutes.
 */
export const DEFAULT_PREP_MINUTES = 3;
/** Orders a category's kitchen time needs before its median is trusted. */
export const MIN_PREP_SAMPLES = 5;
/** The usual delivery distance before there are deliveries: a shop promising 8 minutes serves its streets. */
export const DEFAULT_DELIVERY_METRES = 800;

export type MeasuredRates = {
  acceptMinutes: number;
  /** The usual kitchen time (every order's median), for the shop's headline estimate. */
  usualPrepMinutes: number;
  /** Each category's kitchen time, where measured on enough orders. */
  prepByCategory: Map<string, number>;
  /** The median distance of recent delivery orders from the shop, in metres. */
  usualDeliveryMetres: number;
  /** Each menu item's category. */
  itemCategory: Map<string, string>;
};

const trusted = (m: MeasuredMedian, fallback: number) =>
  m.minutes !== null && m.samples >= MIN_PREP_SAMPLES ? m.minutes : fallback;

/**
 * The rates as last measured, measured again when older than RATES_REFRESH_MS (on the app's
 * clock) or once the menu changed (an item's category is read with them).
 */
export function createMeasuredRates(repo: PromiseRatesRepo) {
  let kept: { rates: MeasuredRates; at: number; shop: Coordinates } | undefined;
  let stale = false;

  async function measure(now: Date, shop: Coordinates): Promise<MeasuredRates> {
    const since = new Date(now.getTime() - RATES_WINDOW_DAYS * 24 * 60 * MINUTE_MS);
    const [times, points, itemCategory] = await Promise.all([
      repo.measuredTimes(since),
      repo.deliveryPoints(since),
      repo.itemCategories(),
    ]);
    const metres = points.map((p) => distanceKm(shop, { lat: p.latitude, lng: p.longitude }) * 1000);
    const prepByCategory = new Map<string, number>();
    for (const [id, m] of times.prepByCategory)
      if (m.samples >= MIN_PREP_SAMPLES) prepByCategory.set(id, m.minutes ?? DEFAULT_PREP_MINUTES);
    return {
      // One order accepted is history enough for the wait to be accepted: it is not per kind.
      acceptMinutes:
        times.accept.samples > 0 && times.accept.minutes !== null
          ? times.accept.minutes
          : DEFAULT_ACCEPT_MINUTES,
      usualPrepMinutes: trusted(times.prep, DEFAULT_PREP_MINUTES),
      prepByCategory,
      usualDeliveryMetres: percentile(metres, 50) ?? DEFAULT_DELIVERY_METRES,
      itemCategory,
    };
  }

  return {
    async current(now: Date, shop: Coordinates): Promise<MeasuredRates> {
      const fresh =
        kept &&
        !stale &&
        kept.shop.lat === shop.lat &&
        kept.shop.lng === shop.lng &&
        now.getTime() - kept.at < RATES_REFRESH_MS &&
        now.getTime() >= kept.at;
      if (fresh && kept) return kept.rates;
      stale = false;
      const rates = await measure(now, shop);
      kept = { rates, at: now.getTime(), shop };
      return rates;
    },

    /** The menu changed: items' categories are read again at the next recompute. */
    menuChanged() {
      stale = true;
    },
  };
}

/** An order's kitchen time: its slowest kind of item's. */
export function prepMinutesOf(rates: MeasuredRates, categoryIds: Iterable<string>): number {
  let slowest: number | undefined;
  for (const id of categoryIds) {
    const minutes = rates.prepByCategory.get(id) ?? DEFAULT_PREP_MINUTES;
    slowest = slowest === undefined ? minutes : Math.max(slowest, minutes);
  }
  return slowest ?? DEFAULT_PREP_MINUTES;
}
