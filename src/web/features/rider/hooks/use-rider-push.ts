// 'Turn on notifications' (docs/product.md#the-riders-page): a new delivery reaches the rider's
// phone by push even with the page closed. Reuses the storefront's and the board's Web Push code;
// while on, the subscription is sent again each visit (the push service may have renewed it, and
// whoever signed in on this phone now takes it over).
import { useEffect, useState } from 'react';
import { usePushKey } from '#web/lib/use-push-key.ts';
import { browserCanPush, notificationPermission, subscribeThisBrowser } from '#web/lib/web-push.ts';
import { subscribeRiderDevice } from '../api/rider-api.ts';

export type RiderPushState = 'hidden' | 'off' | 'on' | 'blocked' | 'failed';

export function useRiderPush() {
  const key = usePushKey(true);
  const [state, setState] = useState<RiderPushState>('off');
  const [working, setWorking] = useState(false);

  useEffect(() => {
    if (!key.data || notificationPermission() !== 'granted') return;
    void subscribeThisBrowser(key.data)
      .then((result) => {
        if (result.outcome !== 'subscribed') return;
        return subscribeRiderDevice(result.subscription).then(() => setState('on'));
      })
      .catch(() => undefined);
  }, [key.data]);

  const shown: RiderPushState =
    !key.data || !browserCanPush() ? 'hidden' : notificationPermission() === 'denied' ? 'blocked' : state;

  return {
    state: shown,
    working,
    async turnOn() {
      if (!key.data) return;
      setWorking(true);
      try {
        const result = await subscribeThisBrowser(key.data);
        if (result.outcome === 'blocked') return setState('blocked');
        if (result.outcome !== 'subscribed') return;
        await subscribeRiderDevice(result.subscription);
        setState('on');
      } catch {
        setState('failed');
      } finally {
        setWorking(false);
      }
    },
  };
}
