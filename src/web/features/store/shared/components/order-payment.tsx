// Where an order's money stands (docs/product.md#online-payments), under the order in My orders and
// the confirmation: the payment's state, each refund with its amount, and for an order awaiting its
// online payment a way back to the pay page with the deadline.
import type { Order } from '#shared/api/orders.ts';
import { useDateFormat } from '#web/lib/i18n/format-date.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { paymentStatusText, payNow, refundText } from '../lib/payment-text.ts';

// The time of day in the storefront's language (Latin digits); made when first rendered.
const TIME_OF_DAY: Intl.DateTimeFormatOptions = { timeStyle: 'short' };

type Props = {
  order: Pick<Order, 'id' | 'status' | 'paymentMethod' | 'orderType' | 'payment'>;
  now: number;
  className?: string;
};

export function OrderPayment({ order, now, className = '' }: Props) {
  const t = useT();
  const clock = useDateFormat(TIME_OF_DAY);
  const status = paymentStatusText(order);
  const pay = payNow(order, now, (date) => clock.format(date));
  const refunds = order.payment.refunds;
  if (!status && !pay && refunds.length === 0) return null;
  return (
    <div className={`space-y-1 text-sm ${className}`.trim()}>
      {status && (
        <p data-testid="payment-status" className="text-stone-700">
          {t(status)}
        </p>
      )}
      {refunds.length > 0 && (
        <ul aria-label={t('Refunds')} className="space-y-0.5">
          {refunds.map((refund) => (
            <li key={refund.id} className={refund.status === 'failed' ? 'text-red-800' : 'text-stone-700'}>
              {t(refundText(refund))}
            </li>
          ))}
        </ul>
      )}
      {pay && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {/* A full page load: only the pay page's CSP lets the gateway's checkout in. */}
          <a
            href={pay.href}
            className="inline-flex items-center rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
          >
            {t('Pay now')}
          </a>
          <span className="font-semibold text-amber-900">{t(pay.deadline)}</span>
        </p>
      )}
    </div>
  );
}
