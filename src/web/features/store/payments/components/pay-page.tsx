// The pay page (/orders/:orderId/pay, docs/product.md#online-payments): the customer's order awaiting
// its online payment, a countdown to its deadline, Pay (the gateway's window) and Cancel order; then
// the payment received with the order's live status, or why there is nothing to pay any more. The
// order is followed on the customer's live stream, so a payment the gateway's webhook confirms while
// the browser was elsewhere shows here too.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Order } from '#shared/api/orders.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { PageLoading, PageNotice, PhoneSignInButton } from '#web/components/ui/page-notice.tsx';
import { useCancelMyOrder } from '#web/features/store/shared/api/cancel-my-order.ts';
import { myOrderQueryOptions } from '#web/features/store/shared/api/get-my-order.ts';
import { useSettings } from '#web/features/store/shared/api/get-settings.ts';
import { useMyOrderEvents } from '#web/features/store/shared/api/my-order-events.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useClock } from '../hooks/use-clock.ts';
import { usePayAttempt } from '../hooks/use-pay-attempt.ts';
import { isUnderWay } from '../lib/pay-attempt.ts';
import { payPageView } from '../lib/pay-page-view.ts';
import { OrderAgain } from './order-again.tsx';
import { ClosedPanel, PaidPanel, PayPanel } from './pay-panels.tsx';
import { TipPayPanel } from './tip-pay-panel.tsx';

type Props = {
  orderId: string;
  /** Whether a customer is signed in here: their live stream needs the session. */
  signedIn: boolean;
  /** Opens the customer's phone sign-in; the page reads the order again once signed in. */
  onSignIn: () => void;
};

export function PayPage({ orderId, signedIn, onSignIn }: Props) {
  const t = useT();
  const order = useQuery(myOrderQueryOptions(orderId));
  useMyOrderEvents(signedIn && order.isSuccess);
  const number = order.data?.orderNumber;
  useDocumentTitle(number ? t('Pay for order {number}', { number }) : undefined);

  if (order.isPending) {
    return <PageLoading>{t('Loading your order...')}</PageLoading>;
  }
  if (order.isError) {
    const status = order.error instanceof ApiRequestError ? order.error.status : 0;
    if (status === 401) {
      return (
        <PageNotice title={t('Sign in to pay for this order')}>
          <p>{t('Only the customer who placed an order can pay for it.')}</p>
          <PhoneSignInButton onSignIn={onSignIn} />
        </PageNotice>
      );
    }
    // 404 reads the same whether the order is someone else's or does not exist.
    if (status === 404) {
      return (
        <PageNotice title={t('Order not found')}>
          <a href="/" className="font-semibold text-brand-800 underline">
            {t('Back to the menu')}
          </a>
        </PageNotice>
      );
    }
    return (
      <PageNotice title={t('Your order could not be loaded')}>
        <p role="alert">{t(order.error.message)}</p>
        <button
          type="button"
          onClick={() => void order.refetch()}
          className="rounded-lg border border-stone-300 bg-white px-4 py-2 font-semibold hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {t('Try again')}
        </button>
      </PageNotice>
    );
  }
  // 'Add a tip for <rider>' on a delivered order's page comes here (docs/product.md#tips).
  if (wantsTip() && order.data.orderType === 'delivery' && order.data.status === 'delivered')
    return <TipPayPanel order={order.data} />;
  return <PayOrder order={order.data} />;
}

/** Whether the page was opened to add a tip (order-tip.tsx's link ends in #tip). */
function wantsTip(): boolean {
  return typeof window !== 'undefined' && window.location.hash === '#tip';
}

function PayOrder({ order }: { order: Order }) {
  const t = useT();
  const queryClient = useQueryClient();
  const timeZone = useSettings().data?.hours.timeZone;
  const { attempt, pay } = usePayAttempt(order.id);
  const cancel = useCancelMyOrder();
  const [confirming, setConfirming] = useState(false);
  const [cancelError, setCancelError] = useState<string>();
  // Each second while there is a deadline to count down to; the paid page's estimate moves in minutes.
  const now = useClock(order.status === 'awaiting_payment' ? 1000 : 15_000);
  const view = payPageView(order, now, isUnderWay(attempt));

  async function cancelOrder() {
    setCancelError(undefined);
    try {
      queryClient.setQueryData(myOrderQueryOptions(order.id).queryKey, await cancel.mutateAsync(order.id));
    } catch (failure) {
      setCancelError(failure instanceof ApiRequestError ? t(failure.message) : t('Update failed'));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <>
      {cancelError && (
        <div className="mb-4">
          <FormAlert message={cancelError} />
        </div>
      )}
      {view.kind === 'pay' ? (
        <PayPanel
          order={order}
          secondsLeft={view.secondsLeft}
          attempt={attempt}
          onPay={pay}
          onCancel={() => setConfirming(true)}
          cancelling={cancel.isPending}
        />
      ) : view.kind === 'paid' ? (
        <PaidPanel order={order} now={now} timeZone={timeZone} />
      ) : (
        <ClosedPanel
          order={order}
          view={view.kind}
          now={now}
          orderAgain={<OrderAgain lines={order.lines} />}
        />
      )}
      {/* Cancelling cannot be undone, so it asks first, as My orders does. */}
      <ConfirmDialog
        open={confirming}
        title={t('Cancel order {number}?', { number: order.orderNumber })}
        message={t('The shop will not prepare it. This cannot be undone.')}
        confirmLabel={t('Cancel order')}
        cancelLabel={t('Keep order')}
        busy={cancel.isPending}
        onConfirm={cancelOrder}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
