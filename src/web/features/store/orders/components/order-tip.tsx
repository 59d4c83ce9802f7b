// The tip for the rider on an order's page (docs/product.md#tips): the tip added at checkout, after
// the tax as the bill shows it; once a rider delivered it, the tips added since and 'Add a tip for
// <rider>' while one can still be added. The tip is paid on the pay page: only its CSP lets the
// gateway's checkout in, so the link is a full page load.
import HandCoins from 'lucide-react/icons/hand-coins';
import type { Order } from '#shared/api/orders.ts';
import { payPagePath } from '#shared/app-paths.ts';
import { formatAmount } from '#shared/money.ts';
import { useOrderTips } from '#web/features/store/shared/api/get-order-tips.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';

/** Where the pay page opens the tip's form rather than the order's payment. */
export const ADD_TIP_HASH = '#tip';

export function OrderTip({ order, className = '' }: { order: Order; className?: string }) {
  const t = useT();
  const delivered = order.orderType === 'delivery' && order.status === 'delivered';
  const tips = useOrderTips(order.id, delivered);
  const paid = (tips.data?.tips ?? []).filter((tip) => tip.status === 'paid');
  return (
    <>
      {order.tip > 0 && (
        <p className={`flex justify-between ${className}`}>
          <span>{t('Tip for the rider')}</span>
          <span className="tabular-nums">{formatAmount(order.tip)}</span>
        </p>
      )}
      {paid.map((tip) => (
        <p key={tip.id} className={`flex justify-between ${className}`}>
          <span>{t('Tip after delivery')}</span>
          <span className="tabular-nums">{formatAmount(tip.amount)}</span>
        </p>
      ))}
      {delivered && tips.data?.open && (
        <a
          href={`${payPagePath(order.id)}${ADD_TIP_HASH}`}
          className="inline-flex h-11 items-center gap-2 rounded-lg border border-brand-700 px-3 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <HandCoins aria-hidden="true" className="h-4 w-4" />
          {tips.data.riderName
            ? t('Add a tip for {name}', { name: tips.data.riderName })
            : t('Add a tip for the rider')}
        </a>
      )}
    </>
  );
}
