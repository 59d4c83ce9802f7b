// The confirmation's one-line account of an order: its type, the discount, delivery and the total.
import type { Order } from '#shared/api/orders.ts';
import { formatAmount, formatRupees, toPaise } from '#shared/money.ts';
import { ORDER_TYPE_LABELS } from '#shared/orders.ts';

/** 'Delivery · delivery ₹20 · total ₹70', 'Pickup · discount FIRST20 -₹10 · total ₹40'. */
export function orderSummary(order: Order): string {
  const fee = toPaise(order.deliveryFee);
  const parts = [ORDER_TYPE_LABELS[order.orderType]];
  // The lines, less the discount, plus delivery and any GST added, make the total.
  if (order.discount > 0)
    parts.push(
      `discount ${order.discountCode ? `${order.discountCode} ` : ''}-${formatAmount(order.discount)}`,
    );
  if (order.orderType === 'delivery') parts.push(`delivery ${fee === 0 ? 'FREE' : formatRupees(fee)}`);
  parts.push(`total ${formatAmount(order.total)}`);
  return parts.join(' · ');
}
