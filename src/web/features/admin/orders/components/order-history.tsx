// An order's moves on its board card, folded away until opened: each status with its time on the
// shop's clock and who made it ('by Meena'), so a shared tablet still tells who did what
// (docs/product.md#shared-tablets). Placing and the customer's own cancel name nobody.
import type { Order } from '#shared/api/orders.ts';
import { orderStatusLabel } from '#shared/orders.ts';
import { shopClockTime } from '#shared/shop-hours/shop-clock-time.ts';

export function OrderHistory({ order, timeZone }: { order: Order; timeZone: string }) {
  if (order.history.length === 0) return null;
  return (
    <details className="text-stone-700">
      <summary className="cursor-pointer rounded font-semibold text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-700">
        History
      </summary>
      <ol className="mt-1 space-y-0.5">
        {order.history.map((move) => (
          <li key={`${move.status}-${move.at}`}>
            <span className="tabular-nums">{shopClockTime(new Date(move.at), timeZone)}</span>{' '}
            {orderStatusLabel(move.status, order.orderType)}
            {move.by && <span className="font-semibold text-stone-900"> by {move.by}</span>}
            {move.reason && <span> ({move.reason})</span>}
          </li>
        ))}
      </ol>
    </details>
  );
}
