import { describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import { orderSummary } from './order-summary.ts';

const order = (over: Partial<Order>) =>
  ({ orderType: 'delivery', deliveryFee: 20, discount: 0, discountCode: null, total: 70, ...over }) as Order;

describe('the confirmation’s account of an order', () => {
  it('names the type, delivery and total', () => {
    expect(orderSummary(order({}))).toBe('Delivery · delivery ₹20 · total ₹70');
    expect(orderSummary(order({ orderType: 'pickup', deliveryFee: 0, total: 50 }))).toBe(
      'Pickup · total ₹50',
    );
  });

  it('shows the discount, so the lines add up to the total', () => {
    expect(orderSummary(order({ discount: 10, discountCode: 'FIRST20', total: 60 }))).toBe(
      'Delivery · discount FIRST20 -₹10 · delivery ₹20 · total ₹60',
    );
  });
});
