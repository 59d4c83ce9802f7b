import { describe, expect, it } from 'vitest';
import { newPricePaise, priceProblem } from './bulk-price.ts';

describe('bulk price arithmetic', () => {
  it('applies a percentage to the paisa, then rounds as chosen', () => {
    expect(newPricePaise(2000, { kind: 'percent', value: 10 }, 'none')).toBe(2200);
    expect(newPricePaise(2250, { kind: 'percent', value: 7.5 }, 'none')).toBe(2419);
    expect(newPricePaise(2250, { kind: 'percent', value: 7.5 }, 'rupee')).toBe(2400);
    expect(newPricePaise(2250, { kind: 'percent', value: 7.5 }, 'up5')).toBe(2500);
    expect(newPricePaise(2500, { kind: 'percent', value: -10 }, 'up5')).toBe(2500);
  });

  it('adds or takes an amount in rupees', () => {
    expect(newPricePaise(2000, { kind: 'amount', value: 2.5 }, 'none')).toBe(2250);
    expect(newPricePaise(2000, { kind: 'amount', value: -2.5 }, 'rupee')).toBe(1800);
    expect(newPricePaise(2000, { kind: 'amount', value: -25 }, 'up5')).toBe(-500);
  });

  it('names what stops a price being saved, in the item form words', () => {
    expect(priceProblem(0, null)).toBe('Price must be greater than 0');
    expect(priceProblem(100_000_01, null)).toBe('Price must be at most ₹1,00,000');
    expect(priceProblem(3000, 2500)).toBe('Original price must be greater than or equal to current price');
    expect(priceProblem(2500, 3000)).toBeUndefined();
  });
});
