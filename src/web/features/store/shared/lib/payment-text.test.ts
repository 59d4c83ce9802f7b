import { describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import type { Refund } from '#shared/api/payments.ts';
import { atDoorPayment } from '#web/test-support/orders.ts';
import { paymentStatusText, payNow, refundText } from './payment-text.ts';

const payment = atDoorPayment;

const order = (over: Partial<Order>) =>
  ({
    id: 'o1',
    status: 'placed',
    paymentMethod: 'cod',
    orderType: 'delivery',
    payment: payment(),
    ...over,
  }) as Order;

describe('paymentStatusText', () => {
  it('tells an at-door order what to have ready rather than "Payment pending"', () => {
    expect(paymentStatusText(order({}))).toBe('Cash to the rider');
    expect(paymentStatusText(order({ paymentMethod: 'upi', orderType: 'pickup' }))).toBe(
      "Scan the shop's UPI QR",
    );
  });

  it('names the method of a paid order', () => {
    const paid = payment({ status: 'paid', paidAt: '2026-11-26T10:00:00Z' });
    expect(paymentStatusText(order({ status: 'delivered', payment: paid }))).toBe('Paid · Cash on Delivery');
    expect(paymentStatusText(order({ status: 'delivered', orderType: 'pickup', payment: paid }))).toBe(
      'Paid · Cash at the counter',
    );
    expect(paymentStatusText(order({ paymentMethod: 'online', payment: paid }))).toBe('Paid online');
  });

  it('says where an online payment stands before it is taken', () => {
    const awaiting = { status: 'awaiting_payment' as const, paymentMethod: 'online' as const };
    expect(paymentStatusText(order(awaiting))).toBe('Payment pending');
    expect(paymentStatusText(order({ ...awaiting, payment: payment({ status: 'failed' }) }))).toBe(
      'Payment failed',
    );
  });

  it('says nothing of money for a cancelled order never paid, and follows refunds', () => {
    expect(paymentStatusText(order({ status: 'cancelled' }))).toBeNull();
    expect(
      paymentStatusText(
        order({ status: 'cancelled', paymentMethod: 'online', payment: payment({ status: 'failed' }) }),
      ),
    ).toBeNull();
    expect(
      paymentStatusText(
        order({ status: 'cancelled', paymentMethod: 'online', payment: payment({ status: 'refunded' }) }),
      ),
    ).toBe('Refunded');
    expect(
      paymentStatusText(
        order({ paymentMethod: 'online', payment: payment({ status: 'partially_refunded' }) }),
      ),
    ).toBe('Partly refunded');
  });
});

describe('refundText', () => {
  const refund = (over: Partial<Refund>) => ({
    amount: 123,
    status: 'pending' as const,
    failureReason: null,
    ...over,
  });

  it('says each refund with its amount and state', () => {
    expect(refundText(refund({}))).toBe('Refund of ₹123.00 started');
    expect(refundText(refund({ status: 'processed', amount: 1250.5 }))).toBe('₹1,250.50 refunded');
    const failed = 'Refund of ₹123.00 failed. The shop will send it again or call you.';
    expect(refundText(refund({ status: 'failed' }))).toBe(failed);
    // The gateway's reason is for staff, never the customer's screen.
    expect(refundText(refund({ status: 'failed', failureReason: 'Insufficient balance' }))).toBe(failed);
  });
});

describe('payNow', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');
  const time = (date: Date) => date.toISOString().slice(11, 16);
  const awaiting = (payBy: string | null) =>
    order({ id: 'o/1', status: 'awaiting_payment', paymentMethod: 'online', payment: payment({ payBy }) });

  it('links an order awaiting its payment to the pay page, with the deadline', () => {
    expect(payNow(awaiting('2026-11-26T10:12:00Z'), now, time)).toEqual({
      href: '/orders/o%2F1/pay',
      deadline: 'Pay by 10:12',
    });
  });

  it('offers nothing once the time is up, for another status, or without a deadline', () => {
    expect(payNow(awaiting('2026-11-26T10:00:00Z'), now, time)).toBeNull();
    expect(payNow(awaiting(null), now, time)).toBeNull();
    expect(payNow(order({ payment: payment({ payBy: '2026-11-26T10:12:00Z' }) }), now, time)).toBeNull();
  });
});
