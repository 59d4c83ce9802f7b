// What the pay page shows for an order (docs/product.md#online-payments), decided from the order as
// the server has it now, the clock, and whether a payment is under way in this page.
import type { Order } from '#shared/api/orders.ts';
import { secondsLeft } from './pay-countdown.ts';

/** What the server writes when the customer cancels (orders.service.ts cancelMine). */
export const CUSTOMER_CANCEL_REASON = 'Cancelled by the customer';

export type PayPageView =
  /** Awaiting payment with time left: the countdown, Pay and Cancel order. */
  | { kind: 'pay'; secondsLeft: number | null }
  /** The gateway took the money: the order is the kitchen's now (or was, and went on). */
  | { kind: 'paid' }
  /** Not paid in time: cancelled by the server, or about to be (its sweep runs every so often). */
  | { kind: 'expired' }
  /** Cancelled by the customer before paying. */
  | { kind: 'cancelled' }
  /** Paid, then cancelled: the refunds tell where the money is. */
  | { kind: 'cancelled-paid' }
  /** Paid at the door: nothing to pay here. */
  | { kind: 'at-door' };

type ViewOf = Pick<Order, 'status' | 'paymentMethod' | 'cancelReason' | 'payment'>;

export function payPageView(order: ViewOf, now: number, paymentUnderWay: boolean): PayPageView {
  if (order.paymentMethod !== 'online') return { kind: 'at-door' };
  if (order.status === 'awaiting_payment') {
    const left = secondsLeft(order.payment.payBy, now);
    // A payment started in time may still be taken at the last moment: the server decides.
    if (left === 0 && !paymentUnderWay) return { kind: 'expired' };
    return { kind: 'pay', secondsLeft: left };
  }
  if (order.status === 'cancelled') {
    const money = order.payment.status;
    if (money === 'pending' || money === 'failed')
      return order.cancelReason === CUSTOMER_CANCEL_REASON ? { kind: 'cancelled' } : { kind: 'expired' };
    return { kind: 'cancelled-paid' };
  }
  return { kind: 'paid' };
}
