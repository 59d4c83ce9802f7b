// 'Notify me about this order' (docs/product.md#order-notifications): shown while the order is
// not finished and the shop has push on (a browser that cannot take notifications is told so). The tap asks for
// permission, subscribes this browser and tells the server to send this order's news here.
import BellRing from 'lucide-react/icons/bell-ring';
import { useState } from 'react';
import type { Order } from '#shared/api/orders.ts';
import { NOTIFICATION_TEXTS } from '#shared/notifications.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { usePushKey } from '#web/lib/use-push-key.ts';
import { browserCanPush, notificationPermission, subscribeThisBrowser } from '#web/lib/web-push.ts';
import { useFollowOrder } from '../api/follow-order.ts';

type State = 'ready' | 'working' | 'on' | 'blocked' | 'unsupported';

/** align: centred on the confirmation, at the start in the list of my orders. */
export function NotifyMe({ order, align = 'center' }: { order: Order; align?: 'center' | 'start' }) {
  const t = useT();
  const finished = order.status === 'delivered' || order.status === 'cancelled';
  // Asked whatever this browser can do: when the shop sends notifications and this browser cannot
  // take them (an iPhone's Safari outside the home screen), the customer is told, not left guessing.
  const key = usePushKey(!finished);
  const follow = useFollowOrder();
  const [state, setState] = useState<State>(() =>
    notificationPermission() === 'denied' ? 'blocked' : 'ready',
  );

  if (finished || !key.data) return null;
  const publicKey = key.data;
  const shown: State = browserCanPush() ? state : 'unsupported';

  async function notifyMe() {
    setState('working');
    follow.reset();
    try {
      const result = await subscribeThisBrowser(publicKey);
      if (result.outcome !== 'subscribed') {
        setState(result.outcome === 'dismissed' ? 'ready' : result.outcome);
        return;
      }
      await follow.mutateAsync({ id: order.id, subscription: result.subscription });
      setState('on');
    } catch {
      setState('ready');
    }
  }

  if (shown === 'on' || shown === 'blocked' || shown === 'unsupported')
    return (
      <p aria-live="polite" data-testid="notify-me-state" className="text-sm font-semibold text-stone-700">
        {shown === 'on'
          ? t(NOTIFICATION_TEXTS.notifyOn)
          : shown === 'blocked'
            ? t(NOTIFICATION_TEXTS.notifyBlocked)
            : t(NOTIFICATION_TEXTS.notifyUnsupported)}
      </p>
    );
  return (
    <div className={`flex flex-col gap-2 ${align === 'center' ? 'items-center' : 'items-start'}`}>
      <button
        type="button"
        onClick={notifyMe}
        disabled={state === 'working'}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
      >
        <BellRing aria-hidden="true" className="h-5 w-5" />
        {t(NOTIFICATION_TEXTS.notifyMe)}
      </button>
      {follow.isError && (
        <FormAlert message={t(failureMessage(follow.error, 'Notifications could not be switched on'))} />
      )}
    </div>
  );
}
