// The money on an order card (docs/product.md#online-payments): the total, how it is paid and where
// that stands ('Cash due', 'Paid', 'Partly refunded'), the deadline and the gateway's reason while
// an online payment is awaited, what was refunded and each refund with its reason and state, and
// the gateway's payment id in small type, to find the payment in the gateway's dashboard.
import type { Order } from '#shared/api/orders.ts';
import { formatAmount, formatInr } from '#shared/money.ts';
import { REFUND_STATUS_LABELS, type RefundStatus } from '#shared/orders.ts';
import { PAYMENT_MESSAGES } from '#shared/payment-messages.ts';
import { shopClockTime } from '#shared/shop-hours/shop-clock-time.ts';
import { type PaymentTone, paymentMethodText, paymentStatusText, paymentTone } from '../lib/payment-text.ts';

const TONE_BADGE: Record<PaymentTone, string> = {
  due: 'bg-amber-100 text-amber-950',
  paid: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  refunded: 'bg-sky-100 text-sky-900',
  none: 'bg-stone-200 text-stone-800',
};

const REFUND_TEXT: Record<RefundStatus, string> = {
  pending: 'text-amber-900',
  processed: 'text-stone-800',
  failed: 'text-red-800',
};

export function OrderPayment({ order, timeZone }: { order: Order; timeZone: string }) {
  const { payment } = order;
  return (
    <div className="space-y-1">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold">
          {formatAmount(order.total)} · {paymentMethodText(order)}
        </span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${TONE_BADGE[paymentTone(order)]}`}>
          {paymentStatusText(order)}
        </span>
      </p>
      {order.status === 'awaiting_payment' && payment.payBy && (
        <p className="text-stone-700">Pay by {shopClockTime(new Date(payment.payBy), timeZone)}</p>
      )}
      {payment.status === 'failed' && payment.failureReason && (
        <p className="text-red-800">{payment.failureReason}</p>
      )}
      {payment.refunded > 0 && <p className="font-semibold">Refunded {formatInr(payment.refunded)}</p>}
      {payment.refunds.length > 0 && (
        <ul aria-label={`Refunds of ${order.orderNumber}`} className="space-y-1 text-stone-800">
          {payment.refunds.map((refund) => (
            <li key={refund.id} className="rounded-md bg-stone-100 px-2 py-1">
              <span className="font-semibold tabular-nums">{formatInr(refund.amount)}</span>{' '}
              <span className={`font-semibold ${REFUND_TEXT[refund.status]}`}>
                {REFUND_STATUS_LABELS[refund.status]}
              </span>
              <span className="block break-words">{refund.reason}</span>
              {/* Asked for, no answer yet: it may have been made, so no second one until it is known. */}
              {refund.status === 'pending' && !refund.gatewayRefundId && (
                <span className="block text-amber-900">{PAYMENT_MESSAGES.refundChecking}</span>
              )}
              {refund.status === 'failed' && refund.failureReason && (
                <span className="block text-red-800">{refund.failureReason}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {payment.gatewayPaymentId && (
        <p className="text-xs text-stone-600">
          Payment ID <span className="font-mono select-all">{payment.gatewayPaymentId}</span>
        </p>
      )}
    </div>
  );
}
