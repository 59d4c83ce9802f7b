// What the packing copy of a kitchen ticket says about the money (docs/product.md#bills-and-kitchen-tickets):
// what the rider or the counter must take, with the amount ('Cash due ₹359.00'), or that nothing is
// owed ('PAID online', 'PAID'). The browser ticket and the network printer both print this line.
import type { Order } from '#shared/api/orders.ts';
import { formatInr } from '#shared/money.ts';
import { PAYMENT_STATUS_LABELS, type PaymentMethod } from '#shared/orders.ts';

type PayView = Pick<Order, 'paymentMethod' | 'total' | 'payment'>;

const DUE: Record<Exclude<PaymentMethod, 'online'>, string> = {
  cod: 'Cash due',
  card: 'Card due',
  upi: 'UPI due',
};

export function ticketPayLine(order: PayView): string {
  const { status } = order.payment;
  if (status === 'paid' || status === 'partially_refunded')
    return order.paymentMethod === 'online' ? 'PAID online' : 'PAID';
  if (status === 'pending' && order.paymentMethod !== 'online')
    return `${DUE[order.paymentMethod]} ${formatInr(order.total)}`;
  return PAYMENT_STATUS_LABELS[status];
}
