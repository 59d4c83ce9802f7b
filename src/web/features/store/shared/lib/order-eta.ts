// When the customer can expect the order (docs/product.md#d17-the-promise-shown-is-one-the-shop-can-keep):
// the minutes promised when it was placed, counted from the moment the shop accepted it. Before
// acceptance nothing is counting yet, and a finished order has nothing left to wait for. An order
// awaiting its online payment is not the kitchen's yet: its deadline to pay is what counts.
import type { Order } from '#shared/api/orders.ts';

export type OrderEta = { text: string; minutesLeft: number | null } | null;

export function orderEta(
  order: Pick<Order, 'status' | 'orderType' | 'promisedMinutes' | 'history'>,
  now: number,
): OrderEta {
  if (order.status === 'delivered' || order.status === 'cancelled') return null;
  if (order.status === 'awaiting_payment') return null;
  const pickup = order.orderType === 'pickup';
  if (pickup && order.status === 'out_for_delivery') return null; // 'Ready for pickup' says it all
  const accepted = order.history.find((entry) => entry.status === 'accepted');
  if (!accepted) return { text: 'Waiting for the shop to accept', minutesLeft: null };
  const due = Date.parse(accepted.at) + order.promisedMinutes * 60_000;
  // Rounded, not rounded up: the server's clock stamps 'accepted' a moment ahead of the browser's
  // now, and 8 minutes promised must read 8 at acceptance, not 9.
  const minutesLeft = Math.max(0, Math.round((due - now) / 60_000));
  if (minutesLeft === 0)
    return { text: pickup ? 'Ready any minute now' : 'Arriving any minute now', minutesLeft };
  const unit = minutesLeft === 1 ? 'minute' : 'minutes';
  return {
    text: pickup ? `Ready for pickup in ${minutesLeft} ${unit}` : `Arriving in ${minutesLeft} ${unit}`,
    minutesLeft,
  };
}
