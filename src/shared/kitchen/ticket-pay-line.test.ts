import { describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import { ticketPayLine } from './ticket-pay-line.ts';

const order = (paymentMethod: Order['paymentMethod'], status: Order['payment']['status']) => ({
  paymentMethod,
  total: 359,
  payment: {
    status,
    paidAt: null,
    payBy: null,
    refunded: 0,
    gatewayPaymentId: null,
    failureReason: null,
    refunds: [],
  },
});

describe('ticketPayLine', () => {
  it('says what to take at the door, with the amount', () => {
    expect(ticketPayLine(order('cod', 'pending'))).toBe('Cash due ₹359.00');
    expect(ticketPayLine(order('upi', 'pending'))).toBe('UPI due ₹359.00');
    expect(ticketPayLine(order('card', 'pending'))).toBe('Card due ₹359.00');
  });

  it('says PAID once the money is in, online or at the counter', () => {
    expect(ticketPayLine(order('online', 'paid'))).toBe('PAID online');
    expect(ticketPayLine(order('online', 'partially_refunded'))).toBe('PAID online');
    expect(ticketPayLine(order('cod', 'paid'))).toBe('PAID');
  });

  it("uses the status's words otherwise", () => {
    expect(ticketPayLine(order('online', 'refunded'))).toBe('Refunded');
  });
});
