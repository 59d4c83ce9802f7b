// The order's sums: the items, a discount by hand, a delivery's fee, GST, the round-off to the rupee
// (docs/product.md#round-off), and the total, large.
// After a 409 the total is the server's, and staff are told to check it with the customer.
import { ROUND_OFF_LABEL, roundOffSign } from '#shared/billing/round-off-line.ts';
import { formatRupees } from '#shared/money.ts';
import type { PadTotal } from '../lib/pad-total.ts';

type Props = {
  total: PadTotal;
  /** The total shown: the pad's own, or the server's after a 409. */
  shownPaise: number;
  isDelivery: boolean;
  /** The total shown is the server's and differs from the pad's. */
  serverTotalDiffers: boolean;
};

export function PadTotals({ total, shownPaise, isDelivery, serverTotalDiffers }: Props) {
  return (
    <dl className="space-y-1">
      <div className="flex justify-between">
        <dt>Items</dt>
        <dd className="tabular-nums">{formatRupees(total.subtotalPaise)}</dd>
      </div>
      {total.discountPaise > 0 && (
        <div className="flex justify-between">
          <dt>Discount by hand</dt>
          <dd className="tabular-nums">-{formatRupees(total.discountPaise)}</dd>
        </div>
      )}
      {isDelivery && (
        <div className="flex justify-between">
          <dt>Delivery</dt>
          <dd className="tabular-nums">
            {total.feePaise === undefined || total.feePaise === null
              ? 'With the address'
              : total.feePaise === 0
                ? 'FREE'
                : formatRupees(total.feePaise)}
          </dd>
        </div>
      )}
      {total.taxAddedPaise > 0 && (
        <div className="flex justify-between">
          <dt>GST</dt>
          <dd className="tabular-nums">{formatRupees(total.taxAddedPaise)}</dd>
        </div>
      )}
      {total.roundOffPaise !== 0 && (
        <div className="flex justify-between">
          <dt>{ROUND_OFF_LABEL}</dt>
          <dd className="tabular-nums">{`${roundOffSign(total.roundOffPaise)}${formatRupees(total.roundOffPaise)}`}</dd>
        </div>
      )}
      <div className="flex items-baseline justify-between border-t border-stone-200 pt-2">
        <dt className="text-lg font-bold">Total</dt>
        <dd className="text-3xl font-extrabold tabular-nums" data-testid="pad-total">
          {formatRupees(shownPaise)}
        </dd>
      </div>
      {serverTotalDiffers && (
        <p className="text-sm font-semibold text-amber-900">
          The server's total: check it with the customer.
        </p>
      )}
    </dl>
  );
}
