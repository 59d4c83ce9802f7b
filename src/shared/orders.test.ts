import { describe, expect, it } from 'vitest';
import {
  customerMayCancel,
  moveActionLabel,
  ORDER_NUMBER_PATTERN,
  ORDER_STATUSES,
  orderNumberFrom,
  orderStatusLabel,
  paymentHint,
  staffMayMove,
} from './orders.ts';

describe('order rules', () => {
  it('lets staff move one step forward only, and cancel before delivery', () => {
    expect(staffMayMove('placed', 'accepted')).toBe(true);
    expect(staffMayMove('accepted', 'preparing')).toBe(true);
    expect(staffMayMove('preparing', 'out_for_delivery')).toBe(true);
    expect(staffMayMove('out_for_delivery', 'delivered')).toBe(true);
    expect(staffMayMove('placed', 'preparing')).toBe(false);
    expect(staffMayMove('preparing', 'accepted')).toBe(false);
    expect(staffMayMove('delivered', 'cancelled')).toBe(false);
    expect(staffMayMove('cancelled', 'placed')).toBe(false);
    for (const s of ['placed', 'accepted', 'preparing', 'out_for_delivery'] as const)
      expect(staffMayMove(s, 'cancelled')).toBe(true);
    // An online order waiting for its payment is moved by the payment, not the board.
    expect(staffMayMove('awaiting_payment', 'placed')).toBe(false);
    expect(staffMayMove('awaiting_payment', 'cancelled')).toBe(false);
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
    expect(moveActionLabel('delivered', 'pickup')).toBe('Mark collected');
    expect(moveActionLabel('out_for_delivery', 'delivery')).toBe('Send out');
    expect(paymentHint('cod', 'pickup')).toBe('Cash at the counter');
    expect(paymentHint('cod', 'delivery')).toBe('Cash to the rider');
  });
});
