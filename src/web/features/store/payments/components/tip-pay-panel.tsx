// A tip for the rider after delivery, on the pay page (docs/product.md#tips): reached from 'Add a tip
// for <rider>' on the order's page, because only this page's CSP lets the gateway's checkout in. The
// customer picks an amount, pays it in the gateway's window like an order, and is thanked with it.
import CheckCircle2 from 'lucide-react/icons/check-circle-2';
import { useState } from 'react';
import type { Order } from '#shared/api/orders.ts';
import { formatAmount, formatInr } from '#shared/money.ts';
import { useOrderTips } from '#web/features/store/shared/api/get-order-tips.ts';
import { TRACK_ORDER_HREF } from '#web/features/store/shared/components/store-footer.tsx';
import { TipChoice } from '#web/features/store/shared/components/tip-choice.tsx';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { useTipAttempt } from '../hooks/use-tip-attempt.ts';
import { isUnderWay } from '../lib/pay-attempt.ts';

const PRIMARY =
  'h-12 w-full rounded-xl bg-brand-700 text-lg font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900';

const ATTEMPT_STATUS: Record<string, string> = {
  opening: 'Opening the payment window...',
  open: 'Complete the payment in the payment window',
  verifying: 'Checking your payment...',
  dismissed: 'Payment not completed',
};

export function TipPayPanel({ order }: { order: Order }) {
  const t = useT();
  const tips = useOrderTips(order.id);
  const { attempt, pay, thanked } = useTipAttempt(order.id);
  const [amount, setAmount] = useState(0);
  const rider = tips.data?.riderName;
  const title = rider ? t('Add a tip for {name}', { name: rider }) : t('Add a tip for the rider');

  if (thanked !== undefined) {
    return (
      <section
        aria-labelledby="tip-heading"
        className="space-y-4 rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-stone-200 sm:p-6"
      >
        <CheckCircle2 aria-hidden="true" className="mx-auto h-14 w-14 text-green-700" />
        <h1 id="tip-heading" className="text-2xl font-bold text-stone-950">
          {t('Thank you')}
        </h1>
        <p role="status" className="text-lg">
          {rider
            ? t('{name} gets your tip of {amount} in full.', { name: rider, amount: formatInr(thanked) })
            : t('The rider gets your tip of {amount} in full.', { amount: formatInr(thanked) })}
        </p>
        <a href={TRACK_ORDER_HREF} className="font-semibold text-brand-800 underline">
          {t('My orders')}
        </a>
      </section>
    );
  }

  const underWay = isUnderWay(attempt);
  return (
    <section
      aria-labelledby="tip-heading"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h1 id="tip-heading" className="text-2xl font-bold text-stone-950">
        {title}
      </h1>
      <p className="text-sm text-stone-700">
        {t('Order')} <span className="font-mono font-bold">{order.orderNumber}</span>
      </p>
      {tips.isPending && <p role="status">{t('Loading...')}</p>}
      {tips.data && !tips.data.open && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm font-semibold text-amber-950">
          {t(tips.data.closedReason ?? '')}
        </p>
      )}
      {tips.data?.open && (
        <>
          <TipChoice value={amount} onChange={setAmount} />
          <p role="status" className="text-sm font-semibold text-brand-900">
            {t(ATTEMPT_STATUS[attempt.kind] ?? '')}
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
          <button
            type="button"
            disabled={underWay || amount <= 0 || amount > tips.data.left}
            onClick={() => pay(amount)}
            className={PRIMARY}
          >
            {amount > 0 ? t('Pay {amount}', { amount: formatInr(amount) }) : t('Choose a tip')}
          </button>
          {amount > tips.data.left && (
            <p className="text-sm font-semibold text-red-700">
              {t('A tip for this order can be at most {amount} more', {
                amount: formatAmount(tips.data.left),
              })}
            </p>
          )}
        </>
      )}
      <a href={TRACK_ORDER_HREF} className="inline-block font-semibold text-brand-800 underline">
        {t('My orders')}
      </a>
    </section>
  );
}
