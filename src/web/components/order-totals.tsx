// Subtotal, delivery (always FREE: docs/product.md#d15-delivery-fee-zone-and-minimum-order) and total, as the
// cart and checkout show them.
import { DELIVERY_FEE_PAISE } from '#shared/constants.ts';
import { formatRupees } from '#shared/money.ts';

export function OrderTotals({
  subtotalPaise,
  discountPaise = 0,
  discountCode,
  className = '',
}: {
  subtotalPaise: number;
  discountPaise?: number;
  discountCode?: string;
  className?: string;
}) {
  return (
    <dl className={`space-y-1 text-sm ${className}`}>
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd className="tabular-nums">{formatRupees(subtotalPaise)}</dd>
      </div>
      {discountPaise > 0 && (
        <div className="flex justify-between text-green-800">
          <dt>Discount{discountCode ? ` (${discountCode})` : ''}</dt>
          <dd className="tabular-nums">-{formatRupees(discountPaise)}</dd>
        </div>
      )}
      <div className="flex justify-between">
        <dt>Delivery</dt>
        <dd className="font-semibold text-green-800">
          {DELIVERY_FEE_PAISE === 0 ? 'FREE' : formatRupees(DELIVERY_FEE_PAISE)}
        </dd>
      </div>
      <div className="flex justify-between text-base font-bold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatRupees(subtotalPaise - discountPaise + DELIVERY_FEE_PAISE)}</dd>
      </div>
    </dl>
  );
}
