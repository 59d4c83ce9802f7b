import { describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import type { OrderPayment } from '#shared/api/payments.ts';
import { samplePayment } from '#web/test-support/orders.ts';
import { payPageView } from './pay-page-view.ts';

const now = Date.parse('2026-11-26T10:00:00Z');
const payment = (over: Partial<OrderPayment> = {}): OrderPayment =>
  samplePayment({ payBy: '2026-11-26T10:10:00Z', ...over });
const order = (over: Partial<Pick<Order, 'status' | 'paymentMethod' | 'cancelReason' | 'payment'>>) => ({
  status: 'awaiting_payment' as const,
  paymentMethod: 'online' as const,
  cancelReason: null,
  payment: payment(),
  ...over,
});

describe('payPageView', () => {
  it('offers to pay with the time left while the order awaits its payment', () => {
    expect(payPageView(order({}), now, false)).toEqual({ kind: 'pay', secondsLeft: 600 });
    expect(payPageView(order({ payment: payment({ status: 'failed' }) }), now, false).kind).toBe('pay');
  });

  it('says the time is up once the deadline passed, unless a payment is under way here', () => {
    const late = order({ payment: payment({ payBy: '2026-11-26T09:59:00Z' }) });
    expect(payPageView(late, now, false)).toEqual({ kind: 'expired' });
    expect(payPageView(late, now, true)).toEqual({ kind: 'pay', secondsLeft: 0 });
  });

  it('tells an order cancelled by the server for not being paid from one the customer cancelled', () => {
    expect(
      payPageView(order({ status: 'cancelled', cancelReason: 'Not paid within 15 minutes' }), now, false),
    ).toEqual({ kind: 'expired' });
    expect(
      payPageView(order({ status: 'cancelled', cancelReason: 'Cancelled by the customer' }), now, false),
    ).toEqual({ kind: 'cancelled' });
    expect(
      payPageView(order({ status: 'cancelled', payment: payment({ status: 'refunded' }) }), now, false),
    ).toEqual({ kind: 'cancelled-paid' });
  });

  it('shows the payment received once the order went on to the kitchen', () => {
    for (const status of ['placed', 'accepted', 'out_for_delivery', 'delivered'] as const)
      expect(payPageView(order({ status, payment: payment({ status: 'paid' }) }), now, false)).toEqual({
        kind: 'paid',
      });
  });

  it('has nothing to pay for an order paid at the door', () => {
    expect(payPageView(order({ status: 'placed', paymentMethod: 'cod' }), now, false)).toEqual({
      kind: 'at-door',
    });
  });
});
