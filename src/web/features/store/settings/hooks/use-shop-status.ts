// The shop's status on the browser's clock, read again every 30 seconds and whenever the settings
// change. The evaluation brings the time-zone code, so it is fetched after the page has started
// and is not in the first load; until then (and on the server) the status is statusBeforeClock's.
import { useEffect, useMemo, useState } from 'react';
import type { PublicSettings } from '#shared/api/settings.ts';
import { type ShopStatus, statusBeforeClock } from '#web/features/store/shared/lib/shop-status-text.ts';

type Evaluate = typeof import('../lib/shop-status.ts').shopStatus;

const TICK_MS = 30_000;

export function useShopStatus(settings: PublicSettings | undefined): ShopStatus | null {
  const [evaluate, setEvaluate] = useState<{ fn: Evaluate } | null>(null);
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    import('../lib/shop-status.ts')
      .then((m) => live && setEvaluate({ fn: m.shopStatus }))
      .catch(() => undefined);
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  return useMemo(() => {
    if (!settings || !evaluate || now === null) return statusBeforeClock(settings);
    return evaluate.fn(settings, new Date(now));
  }, [settings, evaluate, now]);
}
