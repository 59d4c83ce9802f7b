import { describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import type { Refund } from '#shared/api/payments.ts';
import { atDoorPayment, sampleRefund } from '#web/test-support/orders.ts';
import {
  cancelRefundNotice,
  collectedQuestion,
  mayMarkPaid,
  mayRefund,
  mayShowUpiQr,
  mayUndoPaid,
  paymentMethodText,
  paymentStatusText,
  paymentTone,
  refundLeft,
} from './payment-text.ts';

type View = Pick<Order, 'status' | 'paymentMethod' | 'orderType' | 'total' | 'payment'>;

const order = (over: Partial<View> = {}, payment: Partial<Order['payment']> = {}): View => ({
  status: 'accepted',
  paymentMethod: 'cod',
  orderType: 'delivery',
  total: 123,
  ...over,
  payment: atDoorPayment(payment),
});

const refund = (amount: number, status: Refund['status']): Refund =>
  sampleRefund({
    id: `r-${amount}-${status}`,
    amount,
    reason: 'Cold chai',
    status,
    gatewayRefundId: null,
    createdAt: '2026-11-26T10:00:00Z',
    updatedAt: '2026-11-26T10:00:00Z',
  });

const online = (payment: Partial<Order['payment']> = {}, over: Partial<View> = {}) =>
  order({ paymentMethod: 'online', ...over }, { status: 'paid', gatewayPaymentId: 'pay_1', ...payment });

describe('marking an at-door order paid, and undoing it', () => {
  it('asks with the amount and the way it was paid', () => {
    expect(collectedQuestion(order({ paymentMethod: 'cod', total: 150 }))).toBe('Collected ₹150 cash?');
    expect(collectedQuestion(order({ paymentMethod: 'card', total: 150 }))).toBe('Collected ₹150 by card?');
    expect(collectedQuestion(order({ paymentMethod: 'upi', total: 150 }))).toBe('Collected ₹150 by UPI?');
    expect(collectedQuestion(order({ paymentMethod: 'cod', total: 359.5 }))).toBe('Collected ₹359.50 cash?');
  });

  it('offers the undo only for an at-door order marked paid and still standing, never one paid online', () => {
    expect(mayUndoPaid(order({}, { status: 'paid' }))).toBe(true);
    expect(mayUndoPaid(order({ paymentMethod: 'upi', status: 'delivered' }, { status: 'paid' }))).toBe(true);
    expect(mayUndoPaid(order())).toBe(false);
    expect(mayUndoPaid(order({ status: 'cancelled' }, { status: 'paid' }))).toBe(false);
    expect(mayUndoPaid(online())).toBe(false);
  });
});

describe('where the money of an order on the board stands', () => {
  it('names what the door still has to take for an at-door order not collected', () => {
    expect(paymentStatusText(order({ paymentMethod: 'cod' }))).toBe('Cash due');
    expect(paymentStatusText(order({ paymentMethod: 'card' }))).toBe('Card due');
    expect(paymentStatusText(order({ paymentMethod: 'upi' }))).toBe('UPI due');
    expect(paymentTone(order())).toBe('due');
  });

  it("uses the payment status's own label once collected, and for online orders", () => {
    expect(paymentStatusText(order({}, { status: 'paid' }))).toBe('Paid');
    expect(paymentTone(order({}, { status: 'paid' }))).toBe('paid');
    expect(paymentStatusText(order({ paymentMethod: 'online', status: 'awaiting_payment' }))).toBe(
      'Payment pending',
    );
    const failed = order({ paymentMethod: 'online', status: 'awaiting_payment' }, { status: 'failed' });
    expect(paymentStatusText(failed)).toBe('Payment failed');
    expect(paymentTone(failed)).toBe('failed');
    expect(paymentStatusText(online({ status: 'partially_refunded' }))).toBe('Partly refunded');
    expect(paymentStatusText(online({ status: 'refunded' }))).toBe('Refunded');
    expect(paymentTone(online({ status: 'refunded' }))).toBe('refunded');
  });

  it("says 'Paid online' only once the gateway took the money", () => {
    expect(paymentMethodText(order({ paymentMethod: 'upi' }))).toBe('UPI');
    expect(paymentMethodText(order({ paymentMethod: 'cod' }, { status: 'paid' }))).toBe('Cash on Delivery');
    // Cash for a pickup order is paid at the counter, never on delivery.
    expect(paymentMethodText(order({ paymentMethod: 'cod', orderType: 'pickup' }))).toBe(
      'Cash at the counter',
    );
    expect(paymentMethodText(online())).toBe('Paid online');
    expect(paymentMethodText(online({ status: 'refunded' }))).toBe('Paid online');
    expect(paymentMethodText(online({ status: 'pending' }, { status: 'awaiting_payment' }))).toBe(
      'Online payment',
    );
    expect(paymentMethodText(online({ status: 'failed' }, { status: 'cancelled' }))).toBe('Online payment');
  });

  it('says a cancelled order that was never paid owes nothing', () => {
    expect(paymentStatusText(order({ status: 'cancelled' }))).toBe('Not paid');
    expect(paymentTone(order({ status: 'cancelled' }))).toBe('none');
    const expired = order({ paymentMethod: 'online', status: 'cancelled' }, { status: 'failed' });
    expect(paymentStatusText(expired)).toBe('Not paid');
    // Refunded on cancellation: the refund is what matters.
    expect(paymentStatusText(online({ status: 'refunded' }, { status: 'cancelled' }))).toBe('Refunded');
  });
});

describe('what is left to refund', () => {
  it('is the total less what came back and what is on its way, in whole paise', () => {
    expect(refundLeft(online())).toBe(123);
    const some = online({
      status: 'partially_refunded',
      refunded: 20.1,
      refunds: [refund(0.2, 'pending'), refund(20.1, 'processed'), refund(50, 'failed')],
    });
    // A failed refund sent nothing back: it does not count.
    expect(refundLeft(some)).toBe(102.7);
    expect(refundLeft(online({ status: 'refunded', refunded: 123 }))).toBe(0);
    expect(refundLeft(online({ refunds: [refund(200, 'pending')] }))).toBe(0);
  });
});

describe('the payment actions a card offers', () => {
  it('offers Mark paid for an at-door order not collected, while the order stands', () => {
    for (const paymentMethod of ['cod', 'card', 'upi'] as const)
      expect(mayMarkPaid(order({ paymentMethod }))).toBe(true);
    expect(mayMarkPaid(order({}, { status: 'paid' }))).toBe(false);
    expect(mayMarkPaid(order({ status: 'cancelled' }))).toBe(false);
    expect(mayMarkPaid(order({ paymentMethod: 'online', status: 'awaiting_payment' }))).toBe(false);
  });

  it('offers the UPI QR only for UPI at the door, not yet paid', () => {
    expect(mayShowUpiQr(order({ paymentMethod: 'upi' }))).toBe(true);
    expect(mayShowUpiQr(order({ paymentMethod: 'cod' }))).toBe(false);
    expect(mayShowUpiQr(order({ paymentMethod: 'upi' }, { status: 'paid' }))).toBe(false);
    expect(mayShowUpiQr(order({ paymentMethod: 'upi', status: 'cancelled' }))).toBe(false);
  });

  it('offers Refund for an order paid online with something left', () => {
    expect(mayRefund(online())).toBe(true);
    expect(mayRefund(online({ status: 'partially_refunded', refunded: 23 }))).toBe(true);
    expect(mayRefund(online({ status: 'refunded', refunded: 123 }))).toBe(false);
    expect(mayRefund(online({ refunds: [refund(123, 'pending')] }))).toBe(false);
    // ₹0.50 left: less than the smallest refund the server takes (₹1), so no button it would refuse.
    expect(mayRefund(online({ status: 'partially_refunded', refunded: 122.5 }))).toBe(false);
    expect(mayRefund(online({ status: 'partially_refunded', refunded: 122 }))).toBe(true);
    expect(mayRefund(online({ status: 'pending' }, { status: 'awaiting_payment' }))).toBe(false);
    expect(mayRefund(order({}, { status: 'paid' }))).toBe(false);
  });

  it("says in the cancel confirmation what goes back to an online customer's account", () => {
    expect(cancelRefundNotice(online())).toBe('₹123.00 will be refunded to the customer.');
    expect(cancelRefundNotice(online({ status: 'partially_refunded', refunded: 23.5 }))).toBe(
      '₹99.50 will be refunded to the customer.',
    );
    expect(cancelRefundNotice(order())).toBeNull();
    expect(cancelRefundNotice(order({}, { status: 'paid' }))).toBeNull();
  });
});
