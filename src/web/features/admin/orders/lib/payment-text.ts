// Where an order's money stands, as the board says it (docs/product.md#online-payments), and which
// payment actions a card offers. The server decides every action again; these only keep the card
// from offering what it would refuse.
import type { Order } from '#shared/api/orders.ts';
import { formatAmount, formatInr, toPaise, toRupees } from '#shared/money.ts';
import { PAYMENT_STATUS_LABELS, type PaymentMethod, paymentLabel } from '#shared/orders.ts';

type PaymentView = Pick<Order, 'status' | 'paymentMethod' | 'total' | 'payment'>;

/** What the rider or the counter still has to take, in the fewest words. */
const DUE_AT_DOOR: Record<Exclude<PaymentMethod, 'online'>, string> = {
  cod: 'Cash due',
  card: 'Card due',
  upi: 'UPI due',
};

/** How the status badge looks: money to take, money in, a problem, money sent back, or nothing owed. */
export type PaymentTone = 'due' | 'paid' | 'failed' | 'refunded' | 'none';

/**
 * How the order is paid. 'Paid online' (paymentLabel) is only true once the gateway took the
 * money: before that, and when it never did, the card says 'Online payment'.
 */
export function paymentMethodText(order: PaymentView & Pick<Order, 'orderType'>): string {
  const { status } = order.payment;
  if (order.paymentMethod === 'online' && (status === 'pending' || status === 'failed'))
    return 'Online payment';
  return paymentLabel(order.paymentMethod, order.orderType);
}

/**
 * 'Cash due' for an at-door order not yet collected, the status's label otherwise ('Paid',
 * 'Payment pending' for an online order awaiting its payment). A cancelled order that was never
 * paid owes nothing: 'Not paid'.
 */
export function paymentStatusText(order: PaymentView): string {
  const { status } = order.payment;
  if (order.status === 'cancelled' && (status === 'pending' || status === 'failed')) return 'Not paid';
  if (status === 'pending' && order.paymentMethod !== 'online') return DUE_AT_DOOR[order.paymentMethod];
  return PAYMENT_STATUS_LABELS[status];
}

export function paymentTone(order: PaymentView): PaymentTone {
  const { status } = order.payment;
  if (order.status === 'cancelled' && (status === 'pending' || status === 'failed')) return 'none';
  if (status === 'pending') return 'due';
  if (status === 'paid') return 'paid';
  if (status === 'failed') return 'failed';
  return 'refunded';
}

/**
 * What can still be refunded, in rupees: the total less what the gateway sent back and what is
 * on its way (refunds started). Worked in paise, so 0.1 + 0.2 never leaves a stray paisa.
 */
export function refundLeft(order: PaymentView): number {
  const pending = order.payment.refunds
    .filter((refund) => refund.status === 'pending')
    .reduce((sum, refund) => sum + toPaise(refund.amount), 0);
  const left = toPaise(order.total) - toPaise(order.payment.refunded) - pending;
  return toRupees(Math.max(0, left));
}

const paidOnline = (order: PaymentView) =>
  order.paymentMethod === 'online' &&
  (order.payment.status === 'paid' || order.payment.status === 'partially_refunded');

/** Cash, card or UPI at the door, not collected yet, and the order still stands. */
export function mayMarkPaid(order: PaymentView): boolean {
  return (
    order.paymentMethod !== 'online' && order.payment.status === 'pending' && order.status !== 'cancelled'
  );
}

/** How each way of paying at the door is said after 'Collected ₹150': cash, by card, by UPI. */
const COLLECTED_BY: Record<Exclude<PaymentMethod, 'online'>, string> = {
  cod: 'cash',
  card: 'by card',
  upi: 'by UPI',
};

/** What Mark paid asks before it marks: 'Collected ₹150 cash?', 'Collected ₹150 by UPI?'. */
export function collectedQuestion(order: PaymentView): string {
  const method = order.paymentMethod === 'online' ? 'cod' : order.paymentMethod;
  return `Collected ${formatAmount(order.total)} ${COLLECTED_BY[method]}?`;
}

/**
 * Marked paid at the door and still standing: a manager or admin may undo it (the permission is
 * the caller's to check). An online payment is undone only by a refund.
 */
export function mayUndoPaid(order: PaymentView): boolean {
  return order.paymentMethod !== 'online' && order.payment.status === 'paid' && order.status !== 'cancelled';
}

/** A UPI-at-door order still to be paid: the board can show the QR to scan. */
export function mayShowUpiQr(order: PaymentView): boolean {
  return order.paymentMethod === 'upi' && mayMarkPaid(order);
}

/** The smallest refund the server takes by hand (refundBodySchema), as the gateway does. */
const SMALLEST_REFUND = 1;

/** A refund asked for that the gateway has not confirmed yet (its answer was lost). */
export const awaitsGateway = (order: PaymentView): boolean =>
  order.payment.refunds.some((refund) => refund.status === 'pending' && !refund.gatewayRefundId);

/**
 * Paid online with at least the smallest refund left to send back (the permission is the caller's
 * to check): with ₹0.50 left the dialog could only be refused. Not while an earlier refund awaits
 * the gateway's confirmation: the server refuses a second one then (it could repeat the first).
 */
export function mayRefund(order: PaymentView): boolean {
  return paidOnline(order) && !awaitsGateway(order) && refundLeft(order) >= SMALLEST_REFUND;
}

/** What the cancel confirmation says about the money: the gateway refunds what is left at once. */
export function cancelRefundNotice(order: PaymentView): string | null {
  if (!paidOnline(order) || refundLeft(order) <= 0) return null;
  return `${formatInr(refundLeft(order))} will be refunded to the customer.`;
}
