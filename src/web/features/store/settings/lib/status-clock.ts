// The clock behind the header's status (docs/product.md#the-promise): every 30 seconds the status
// is worked out again on the browser's clock, and the estimate is asked for again (GET
// /api/estimate answers from the server's memory). Loaded after the page has started, so neither
// the time-zone code nor this file is in the storefront's first load.
import type { ShopEstimate } from '#shared/api/promise.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import type { ShopStatus } from '#web/features/store/shared/lib/shop-status-text.ts';
import { api } from '#web/lib/api.ts';
import { shopStatus } from './shop-status.ts';

export type Evaluate = (settings: PublicSettings) => ShopStatus;

const TICK_MS = 30_000;
/** An estimate older than this (the requests since failed) is dropped: the words go back to today's. */
const STALE_MS = 95_000;

type ReadEstimate = (signal: AbortSignal) => Promise<ShopEstimate>;
const readEstimate: ReadEstimate = (signal) => api('GET /api/estimate', { signal });

/**
 * Calls `onTick` at once and at every tick (and when an estimate arrives) with the status as of
 * that instant; answers the function that stops it.
 */
export function startStatusClock(
  onTick: (evaluate: Evaluate) => void,
  read: ReadEstimate = readEstimate,
  tickMs = TICK_MS,
): () => void {
  const controller = new AbortController();
  let estimate: { value: ShopEstimate; readAt: number } | null = null;
  const tick = () => {
    const now = new Date();
    if (estimate && now.getTime() - estimate.readAt > STALE_MS) estimate = null;
    const value = estimate?.value ?? null;
    onTick((settings) => shopStatus(settings, now, value));
  };
  const ask = () =>
    read(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        estimate = { value, readAt: Date.now() };
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
    controller.abort();
  };
}
