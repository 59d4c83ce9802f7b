// The GST on an order as it was placed (the confirmation and My orders): CGST and SGST when it was
// added on top of the prices, 'incl. GST' when the prices held it; nothing for a shop not
// registered for GST or under the composition scheme, which collects none. Then the 'Round off'
// line when the total was brought to the rupee (docs/product.md#round-off), whatever the regime.
import type { Order } from '#shared/api/orders.ts';
import { formatAmount, formatRupees, toPaise } from '#shared/money.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';

type Props = { order: Pick<Order, 'tax' | 'roundOff'>; className?: string };

export function OrderTax({ order, className = '' }: Props) {
  const t = useT();
  const roundOff = order.roundOff !== 0 && (
    <p className={`flex justify-between ${className}`}>
      <span>{t('Round off')}</span>
      <span className="tabular-nums">{`${order.roundOff > 0 ? '+' : ''}${formatAmount(order.roundOff)}`}</span>
    </p>
  );
  return (
    <>
      <OrderGst tax={order.tax} className={className} />
      {roundOff}
    </>
  );
}

function OrderGst({ tax, className }: { tax: Order['tax']; className: string }) {
  const t = useT();
  if (tax.regime !== 'regular' || tax.cgst + tax.sgst === 0) return null;
  const half = `${tax.ratePercent / 2}%`;
  if (tax.pricesIncludeTax) {
    return (
      <p className={`flex justify-between text-stone-700 ${className}`}>
        <span>{t('incl. GST {rate}%', { rate: tax.ratePercent })}</span>
        <span className="tabular-nums">{formatRupees(toPaise(tax.cgst) + toPaise(tax.sgst))}</span>
      </p>
    );
  }
  return (
    <dl className={className}>
      <div className="flex justify-between">
        <dt>CGST {half}</dt>
        <dd className="tabular-nums">{formatAmount(tax.cgst)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>SGST {half}</dt>
        <dd className="tabular-nums">{formatAmount(tax.sgst)}</dd>
      </div>
    </dl>
  );
}
