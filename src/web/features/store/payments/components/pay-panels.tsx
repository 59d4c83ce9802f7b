// What the pay page shows in each of its states (lib/pay-page-view.ts), as plain components of the
// order and the attempt: paying with a countdown, the payment received with the order's live
// status, or why there is nothing to pay any more.
import CheckCircle2 from 'lucide-react/icons/check-circle-2';
import type { ReactNode } from 'react';
import type { Order } from '#shared/api/orders.ts';
import { formatInr } from '#shared/money.ts';
import {
  ONLINE_PAYMENT_WINDOW_MINUTES,
  orderStatusLabel,
  paymentHint,
  paymentLabel,
} from '#shared/orders.ts';
import { PAYMENT_MESSAGES } from '#shared/payment-messages.ts';
import { OrderLineList } from '#web/features/store/shared/components/order-line-list.tsx';
import { OrderPayment } from '#web/features/store/shared/components/order-payment.tsx';
import { TRACK_ORDER_HREF } from '#web/features/store/shared/components/store-footer.tsx';
import { orderEta } from '#web/features/store/shared/lib/order-eta.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import type { Attempt } from '../lib/pay-attempt.ts';
import { countdownText, deadlineNotice } from '../lib/pay-countdown.ts';
import type { PayPageView } from '../lib/pay-page-view.ts';

const PRIMARY =
  'h-12 w-full rounded-xl bg-brand-700 text-lg font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900';
const SECONDARY =
  'h-11 w-full rounded-xl border border-stone-300 bg-white font-semibold text-stone-900 hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-brand-700';
const LINK =
  'inline-flex h-11 items-center justify-center rounded-xl px-4 font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';

/** The card every state sits in, named by its heading. */
function Panel({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  // A panel with an icon is an outcome (paid): centred under it. The title comes translated.
  return (
    <section
      aria-labelledby="pay-page-heading"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      {icon}
      <h1 id="pay-page-heading" className={`text-2xl font-bold text-stone-950 ${icon ? 'text-center' : ''}`}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/** The order number and total, with its items a tap away. */
export function OrderSummary({ order, totalLabel = 'Total' }: { order: Order; totalLabel?: string }) {
  const t = useT();
  const count = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div className="rounded-xl bg-stone-50 p-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-stone-600">{t('Order')}</dt>
        <dd className="text-right font-mono font-bold">{order.orderNumber}</dd>
        <dt className="text-stone-600">{t(totalLabel)}</dt>
        <dd className="text-right text-base font-bold tabular-nums">{formatInr(order.total)}</dd>
      </dl>
      <details className="mt-2">
        <summary className="cursor-pointer font-semibold text-brand-800">
          {count === 1 ? t('{count} item', { count }) : t('{count} items', { count })}
        </summary>
        <OrderLineList
          lines={order.lines}
          className="mt-2 divide-y divide-stone-200"
          lineClassName="py-1.5"
        />
      </details>
    </div>
  );
}

/** The ways off the page: full page loads, so the storefront runs again under its own strict CSP. */
function PageLinks() {
  const t = useT();
  return (
    <nav aria-label={t('Leave the payment')} className="flex flex-wrap justify-center gap-2">
      <a href="/" className={LINK}>
        {t('Back to the menu')}
      </a>
      <a href={TRACK_ORDER_HREF} className={LINK}>
        {t('My orders')}
      </a>
    </nav>
  );
}

const UNDER_WAY_LABELS: Partial<Record<Attempt['kind'], string>> = {
  opening: 'Opening payment...',
  open: 'Paying...',
  verifying: 'Checking payment...',
};

/** What the live region says of the attempt (a failure is an alert of its own). */
const ATTEMPT_STATUS: Partial<Record<Attempt['kind'], string>> = {
  opening: 'Opening the payment window...',
  open: 'Complete the payment in the payment window',
  verifying: 'Checking your payment...',
  dismissed: 'Payment not completed',
};

type PayPanelProps = {
  order: Order;
  secondsLeft: number | null;
  attempt: Attempt;
  onPay: () => void;
  onCancel: () => void;
  cancelling: boolean;
};

export function PayPanel({ order, secondsLeft, attempt, onPay, onCancel, cancelling }: PayPanelProps) {
  const t = useT();
  const underWay = UNDER_WAY_LABELS[attempt.kind];
  // The last attempt failed before this page was opened (another tab, a reload): say why.
  const earlierFailure = attempt.kind === 'idle' && order.payment.status === 'failed';
  const retry = attempt.kind === 'failed' || attempt.kind === 'refused' || earlierFailure;
  return (
    <Panel title={t('Pay for your order')}>
      <OrderSummary order={order} />
      <div>
        {secondsLeft !== null && (
          // A timer is not read out as it changes; the region below says when time runs short.
          <p
            role="timer"
            aria-atomic="true"
            className="rounded-xl bg-amber-50 p-3 text-center text-xl font-bold text-amber-950 tabular-nums"
          >
            {t(countdownText(secondsLeft))}
          </p>
        )}
        {/* Always there, so each change of the attempt is announced; takes no room while empty. */}
        <p
          role="status"
          className={`rounded-lg text-sm font-semibold [&:not(:empty)]:mt-3 [&:not(:empty)]:p-3 ${attempt.kind === 'dismissed' ? 'bg-amber-50 text-amber-950' : 'bg-brand-50 text-brand-900'}`}
        >
          {t(ATTEMPT_STATUS[attempt.kind] ?? '')}
        </p>
      </div>
      {/* The three moments the deadline comes near, for screen readers only. */}
      <p role="status" className="sr-only">
        {secondsLeft === null ? '' : t(deadlineNotice(secondsLeft))}
      </p>
      {attempt.kind === 'failed' && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <strong className="block">{t('Payment failed')}</strong>
          {t(attempt.reason)}
        </p>
      )}
      {attempt.kind === 'refused' && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {t(attempt.message)}
        </p>
      )}
      {earlierFailure && (
        <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <strong className="block">{t('Your last payment attempt failed')}</strong>
          {order.payment.failureReason && t(order.payment.failureReason)}
        </p>
      )}
      <div className="space-y-2">
        <button type="button" disabled={underWay !== undefined} onClick={onPay} className={PRIMARY}>
          {underWay
            ? t(underWay)
            : retry
              ? t('Try again')
              : t('Pay {amount}', { amount: formatInr(order.total) })}
        </button>
        <button
          type="button"
          disabled={underWay !== undefined || cancelling}
          onClick={onCancel}
          className={SECONDARY}
        >
          {t('Cancel order')}
        </button>
      </div>
      <p className="text-center text-xs text-stone-600">
        {t(
          'The kitchen starts on your order as soon as the payment is received. An order not paid within {minutes} minutes is cancelled.',
          { minutes: ONLINE_PAYMENT_WINDOW_MINUTES },
        )}
      </p>
    </Panel>
  );
}

/** `timeZone` is the shop's, to say the order's estimated arrival on its clock. */
export function PaidPanel({ order, now, timeZone }: { order: Order; now: number; timeZone?: string }) {
  const t = useT();
  const eta = orderEta(order, now, timeZone);
  return (
    <Panel
      title={t('Payment received')}
      icon={<CheckCircle2 aria-hidden="true" className="mx-auto h-14 w-14 text-green-700" />}
    >
      <OrderSummary order={order} totalLabel="Paid" />
      <div className="flex flex-col items-center gap-2 text-center">
        <p className="text-sm text-stone-600">{t('Order status')}</p>
        {/* Followed live: the kitchen accepts, prepares and sends it out. */}
        <p role="status" className="rounded-full bg-brand-50 px-4 py-1 font-semibold text-brand-900">
          {t(orderStatusLabel(order.status, order.orderType))}
        </p>
        {eta && <p className="text-lg font-bold text-green-800">{t(eta.text)}</p>}
        <OrderPayment order={order} now={now} className="flex flex-col items-center" />
      </div>
      <PageLinks />
    </Panel>
  );
}

type ClosedView = Exclude<PayPageView['kind'], 'pay' | 'paid'>;

const CLOSED_TITLES: Record<ClosedView, string> = {
  expired: 'Order not paid',
  cancelled: 'Order cancelled',
  'cancelled-paid': 'Order cancelled',
  'at-door': 'Nothing to pay online',
};

/** Why there is nothing to pay here any more, with the way to order the same again. */
export function ClosedPanel({
  order,
  view,
  now,
  orderAgain,
}: {
  order: Order;
  view: ClosedView;
  now: number;
  orderAgain: ReactNode;
}) {
  const t = useT();
  return (
    <Panel title={t(CLOSED_TITLES[view])}>
      <OrderSummary order={order} />
      {view === 'expired' && <p>{t(PAYMENT_MESSAGES.expired)}</p>}
      {view === 'cancelled' && <p>{t('You cancelled this order before paying. Nothing was charged.')}</p>}
      {view === 'cancelled-paid' && (
        <>
          {order.cancelReason && <p>{t(order.cancelReason)}</p>}
          <OrderPayment order={order} now={now} />
        </>
      )}
      {view === 'at-door' && (
        <p>
          {t(paymentLabel(order.paymentMethod, order.orderType))}:{' '}
          {t(paymentHint(order.paymentMethod, order.orderType))}.
        </p>
      )}
      {view !== 'at-door' && orderAgain}
      <PageLinks />
    </Panel>
  );
}
