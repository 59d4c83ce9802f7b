// The shop's status on the browser's clock and the estimate (docs/product.md#the-promise), read
// again every 30 seconds, as each minute starts (an opening or closing time) and whenever the
// settings or the chosen place change. The clock brings the time-zone and delivery-area code, so
// it is fetched after the page has started and is not in the first load; until then (and on the
// server) the status is statusBeforeClock's, or none while a place is chosen: whether it can be
// delivered to is not known yet, so nothing is promised to it.
import { startTransition, useEffect, useMemo, useState } from 'react';
import type { PublicSettings } from '#shared/api/settings.ts';
import type { ChosenPoint } from '#web/features/store/shared/lib/location-state.ts';
import { type ShopStatus, statusBeforeClock } from '#web/features/store/shared/lib/shop-status-text.ts';
import type { Evaluate } from '../lib/status-clock.ts';

export function useShopStatus(
  settings: PublicSettings | undefined,
  point: ChosenPoint | null,
): ShopStatus | null {
  const [evaluate, setEvaluate] = useState<{ fn: Evaluate } | null>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    import('../lib/status-clock.ts')
      .then((m) => {
        // A transition: the page's header and banner render again in short slices rather than
        // in one task with the first time-zone work (docs/decisions/005-storefront-first-load.md).
        if (live) stop = m.startStatusClock((fn) => startTransition(() => setEvaluate({ fn })));
      })
      .catch(() => undefined);
    return () => {
      live = false;
      stop?.();
    };
  }, []);

  return useMemo(
    () => (settings && evaluate ? evaluate.fn(settings, point) : point ? null : statusBeforeClock(settings)),
    [settings, evaluate, point],
  );
}
