// What the customer reads before cancelling their order (docs/product.md#orders-and-their-statuses):
// for an order paid online, how much comes back and when, as the Refund Policy promises.
import type { MyOrderSummary } from '#shared/api/orders.ts';
import { formatAmount } from '#shared/money.ts';

export function cancelQuestion(order: Pick<MyOrderSummary, 'paymentMethod' | 'payment' | 'total'>): string {
  const base = 'The shop will not prepare it. This cannot be undone.';
  const paid = order.paymentMethod === 'online' && order.payment.status === 'paid';
  if (!paid) return base;
  const back = order.total - order.payment.refunded;
  return `${base} The ${formatAmount(back)} you paid online is refunded in full to the card, UPI account or bank you paid from; it usually reaches you in 5-7 working days.`;
}
