// The clock behind the header's status (docs/product.md#the-promise): every 30 seconds (and as each
// minute starts) the status is worked out again on the browser's clock, and every 30 seconds the
// estimate is asked for again (GET /api/estimate answers from the server's memory). Loaded after
// the page has started, so neither the time-zone code nor this file is in the storefront's first
// load.
import type { ShopEstimate } from '#shared/api/promise.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import type { ChosenPoint } from '#web/features/store/shared/lib/location-state.ts';
import type { ShopStatus } from '#web/features/store/shared/lib/shop-status-text.ts';
import { api } from '#web/lib/api.ts';
import { bannerSubtitle } from './default-subtitle.ts';
import { placeStatus } from './place-status.ts';
import { shopStatus } from './shop-status.ts';

/** The status for the settings and, when one is chosen, the customer's place. */
export type Evaluate = (settings: PublicSettings, point?: ChosenPoint | null) => ShopStatus;

const TICK_MS = 30_000;
const MINUTE_MS = 60_000;
/**
 * An estimate older than this is dropped and the words go back to today's: older by the browser's
 * clock since it was read (the requests since failed: the server answers 503 while it has no fresh
 * forecast), or by the server's own `at` (a copy kept by the service worker or a server serving an
 * old forecast). A browser clock far ahead of the server's only loses the estimate, never keeps one.
 */
const STALE_MS = 95_000;

type ReadEstimate = (signal: AbortSignal) => Promise<ShopEstimate>;
const readEstimate: ReadEstimate = (signal) => api('GET /api/estimate', { signal });

/** When an estimate read at `readAt` stops being shown; an unreadable `at` counts as stale. */
export function estimateExpiresAt(estimate: Pick<ShopEstimate, 'at'>, readAt: number): number {
  const at = Date.parse(estimate.at);
  return Number.isNaN(at) ? Number.NEGATIVE_INFINITY : Math.min(readAt, at) + STALE_MS;
}

/**
 * Calls `onTick` at once and at every tick (and when an estimate arrives or goes stale) with the
 * status as of that instant; answers the function that stops it.
 */
export function startStatusClock(
  onTick: (evaluate: Evaluate) => void,
  read: ReadEstimate = readEstimate,
  tickMs = TICK_MS,
): () => void {
  const controller = new AbortController();
  let estimate: { value: ShopEstimate; expiresAt: number } | null = null;
  let expiry: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    const now = new Date();
    if (estimate && now.getTime() >= estimate.expiresAt) estimate = null;
    const value = estimate?.value ?? null;
    onTick((settings, point) => {
      const status = placeStatus(shopStatus(settings, now, value), settings.delivery, point);
      return { ...status, subtitle: bannerSubtitle(settings.bannerSubtitle, status) };
    });
  };
  // Opening and closing times are whole minutes on the shop's clock (and time zones are whole
  // minutes from UTC): a tick as each minute starts turns the page closed or open on the minute,
  // not up to 30 s later. Only the words are worked out again; the estimate keeps its own pace, so
  // open pages do not all ask for it in the same second.
  let minute: ReturnType<typeof setTimeout> | undefined;
  const everyMinute = () => {
    minute = setTimeout(
      () => {
        tick();
        everyMinute();
      },
      MINUTE_MS - (Date.now() % MINUTE_MS),
    );
  };
  everyMinute();
  const ask = () =>
    read(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        estimate = { value, expiresAt: estimateExpiresAt(value, Date.now()) };
        // Dropped the moment it is stale, not at the next tick up to 30 s later.
        clearTimeout(expiry);
        expiry = setTimeout(tick, Math.max(0, estimate.expiresAt - Date.now()));
        tick();
      },
      () => undefined, // the last estimate stands until it is stale; before one, today's words
    );
  tick();
  void ask();
  const timer = setInterval(() => {
    tick();
    void ask();
  }, tickMs);
  return () => {
    clearInterval(timer);
    clearTimeout(expiry);
    clearTimeout(minute);
    controller.abort();
  };
}
