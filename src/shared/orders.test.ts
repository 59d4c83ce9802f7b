import { describe, expect, it } from 'vitest';
import {
  customerMayCancel,
  moveActionLabel,
  nextStatus,
  ORDER_NUMBER_PATTERN,
  ORDER_STATUSES,
  orderNumberFrom,
  orderStatusLabel,
  paymentHint,
  staffMayMove,
} from './orders.ts';

describe('order rules', () => {
  it('lets staff move one step forward only, and cancel before delivery', () => {
    expect(staffMayMove('placed', 'accepted', 'delivery')).toBe(true);
    expect(staffMayMove('accepted', 'preparing', 'delivery')).toBe(true);
    expect(staffMayMove('preparing', 'out_for_delivery', 'delivery')).toBe(true);
    expect(staffMayMove('out_for_delivery', 'delivered', 'delivery')).toBe(true);
    expect(staffMayMove('placed', 'preparing', 'delivery')).toBe(false);
    expect(staffMayMove('preparing', 'accepted', 'delivery')).toBe(false);
    expect(staffMayMove('delivered', 'cancelled', 'delivery')).toBe(false);
    expect(staffMayMove('cancelled', 'placed', 'delivery')).toBe(false);
    for (const s of ['placed', 'accepted', 'preparing', 'ready', 'out_for_delivery'] as const)
      expect(staffMayMove(s, 'cancelled', 'delivery')).toBe(true);
    // An online order waiting for its payment is moved by the payment, not the board.
    expect(staffMayMove('awaiting_payment', 'placed', 'delivery')).toBe(false);
    expect(staffMayMove('awaiting_payment', 'cancelled', 'delivery')).toBe(false);
  });

  it('puts a packed delivery order on the shelf for a rider, and a pickup order straight at the counter', () => {
    expect(nextStatus('preparing', 'delivery')).toBe('ready');
    expect(nextStatus('ready', 'delivery')).toBe('out_for_delivery');
    expect(nextStatus('preparing', 'pickup')).toBe('out_for_delivery');
    expect(staffMayMove('preparing', 'ready', 'delivery')).toBe(true);
    expect(staffMayMove('preparing', 'ready', 'pickup')).toBe(false);
    expect(staffMayMove('ready', 'delivered', 'delivery')).toBe(false);
    expect(moveActionLabel('ready', 'delivery')).toBe('Packed');
  });

  it('lets a customer cancel only before the shop accepts', () => {
    expect(ORDER_STATUSES.filter(customerMayCancel)).toEqual(['awaiting_payment', 'placed']);
  });

  it('formats order numbers as KCH plus 6 digits', () => {
    expect(orderNumberFrom(42)).toBe('KCH000042');
    expect(orderNumberFrom(1_234_567)).toBe('KCH234567');
    expect(ORDER_NUMBER_PATTERN.test(orderNumberFrom(999_999))).toBe(true);
  });
});

describe('pickup orders', () => {
  it('name the counter where a delivery names the rider', () => {
    expect(orderStatusLabel('out_for_delivery', 'pickup')).toBe('Ready for pickup');
    expect(orderStatusLabel('out_for_delivery', 'delivery')).toBe('Out for delivery');
    // Handed over at the counter: collected, not delivered.
    expect(orderStatusLabel('delivered', 'pickup')).toBe('Collected');
    expect(orderStatusLabel('delivered', 'delivery')).toBe('Delivered');
    expect(moveActionLabel('delivered', 'pickup')).toBe('Mark collected');
    expect(moveActionLabel('out_for_delivery', 'delivery')).toBe('Send out');
    expect(paymentHint('cod', 'pickup')).toBe('Pay when you collect it');
    expect(paymentHint('cod', 'delivery')).toBe('Cash to the rider');
  });
});
