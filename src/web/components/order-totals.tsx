// Subtotal, delivery (always FREE: spec section 9) and total, as the cart and checkout show them.
import { DELIVERY_FEE_PAISE } from '../../shared/constants';
import { formatRupees } from '../../shared/money';

export function OrderTotals({
  subtotalPaise,
  className = '',
}: {
  subtotalPaise: number;
  className?: string;
}) {
  return (
    <dl className={`space-y-1 text-sm ${className}`}>
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd className="tabular-nums">{formatRupees(subtotalPaise)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>Delivery</dt>
        <dd className="font-semibold text-green-800">
          {DELIVERY_FEE_PAISE === 0 ? 'FREE' : formatRupees(DELIVERY_FEE_PAISE)}
        </dd>
      </div>
      <div className="flex justify-between text-base font-bold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatRupees(subtotalPaise + DELIVERY_FEE_PAISE)}</dd>
      </div>
    </dl>
  );
}
