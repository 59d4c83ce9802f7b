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

describe('the account in Hindi and Marathi', () => {
  it('translates each part by the table, the longest pattern first', async () => {
    const { translate } = await import('#web/lib/i18n/translate.ts');
    const { HINDI_WORDS } = await import('#web/lib/i18n/words/hi/index.ts');
    const { MARATHI_WORDS } = await import('#web/lib/i18n/words/mr/index.ts');
    expect(
      translate(HINDI_WORDS, orderSummary(order({ discount: 10, discountCode: 'FIRST20', total: 60 }))),
    ).toBe('डिलीवरी · छूट FIRST20 -₹10 · डिलीवरी ₹20 · कुल ₹60');
    expect(translate(HINDI_WORDS, orderSummary(order({ deliveryFee: 0, total: 50 })))).toBe(
      'डिलीवरी · डिलीवरी मुफ़्त · कुल ₹50',
    );
    expect(
      translate(MARATHI_WORDS, orderSummary(order({ orderType: 'pickup', deliveryFee: 0, total: 50 }))),
    ).toBe('पिकअप · एकूण ₹50');
  });
});
