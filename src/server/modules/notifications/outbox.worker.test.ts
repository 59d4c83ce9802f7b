import { describe, expect, it } from 'vitest';
import { backoffDelay, isOvertaken } from './outbox.worker.ts';

describe('the outbox backoff', () => {
  it('doubles from the first wait and stops growing at the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n, 15_000, 600_000))).toEqual([
      15_000, 30_000, 60_000, 120_000, 240_000, 480_000, 600_000,
    ]);
  });
});

describe('a push overtaken by a later change', () => {
  it('is stale once the order is at a later step or cancelled, never after a delivery', () => {
    expect(isOvertaken('order_accepted', 'accepted')).toBe(false);
    expect(isOvertaken('order_accepted', 'preparing')).toBe(true);
    expect(isOvertaken('order_out_for_delivery', 'delivered')).toBe(true);
    expect(isOvertaken('order_ready_for_pickup', 'out_for_delivery')).toBe(false);
    expect(isOvertaken('order_placed', 'accepted')).toBe(true);
    expect(isOvertaken('order_accepted', 'cancelled')).toBe(true);
    expect(isOvertaken('order_delivered', 'cancelled')).toBe(false);
    expect(isOvertaken('order_cancelled', 'cancelled')).toBe(false);
    expect(isOvertaken('refund_started', 'cancelled')).toBe(false);
  });
});
