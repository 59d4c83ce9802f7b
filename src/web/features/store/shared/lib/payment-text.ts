// Where an order's money stands, in the customer's words (docs/product.md#online-payments): My
// orders, the confirmation and the pay page say it the same way.
import type { Order } from '#shared/api/orders.ts';
import type { Refund } from '#shared/api/payments.ts';
import { payPagePath } from '#shared/app-paths.ts';
import { formatInr } from '#shared/money.ts';
import {
  PAYMENT_LABELS,
  PAYMENT_STATUS_LABELS,
  paidAtDoor,
  paymentHint,
  paymentLabel,
} from '#shared/orders.ts';

type PaymentOf = Pick<Order, 'status' | 'paymentMethod' | 'orderType' | 'payment'>;

/**
 * One line: 'Cash to the rider' for an order paid at the door and not yet collected (what to have
 * ready says more than 'Payment pending'), 'Paid online', 'Paid · UPI', 'Payment failed',
 * 'Refunded'. null for a cancelled order that was never paid: nothing is owed either way.
 */
export function paymentStatusText(order: PaymentOf): string | null {
  const money = order.payment.status;
  const method = order.paymentMethod;
  if (money === 'pending' || money === 'failed') {
    if (order.status === 'cancelled') return null;
    return paidAtDoor(method) ? paymentHint(method, order.orderType) : PAYMENT_STATUS_LABELS[money];
  }
  if (money === 'paid')
    return paidAtDoor(method) ? `Paid · ${paymentLabel(method, order.orderType)}` : PAYMENT_LABELS.online;
  return PAYMENT_STATUS_LABELS[money];
}

/**
 * A refund with its amount, following its state at the gateway (REFUND_STATUS_LABELS: refund
 * started, refunded, refund failed): 'Refund of ₹123.00 started', '₹123.00 refunded', 'Refund of
 * ₹123.00 failed. ...'. Why it failed is for staff (the gateway's words, or a pointer to its
 * dashboard); the customer is told what happens next.
 */
export function refundText(refund: Pick<Refund, 'amount' | 'status'>): string {
  const amount = formatInr(refund.amount);
  if (refund.status === 'pending') return `Refund of ${amount} started`;
  if (refund.status === 'processed') return `${amount} refunded`;
  return `Refund of ${amount} failed. The shop will send it again or call you.`;
}

export type PayNow = { href: string; deadline: string };

/**
 * The way back to paying an order that awaits its online payment, with the deadline as a time of
 * day ('Pay by 3:45 pm': the lists that show it do not tick). null once the time is up: the
 * server cancels it (or places it, if the gateway took the money at the last moment).
 */
export function payNow(
  order: Pick<Order, 'id' | 'status' | 'payment'>,
  now: number,
  formatTime: (date: Date) => string,
): PayNow | null {
  const payBy = order.payment.payBy ? Date.parse(order.payment.payBy) : Number.NaN;
  if (order.status !== 'awaiting_payment' || !(payBy > now)) return null;
  return { href: payPagePath(order.id), deadline: `Pay by ${formatTime(new Date(payBy))}` };
}
