import { describe, expect, it } from 'vitest';
import { minimumOrderMessage, minimumOrderProblem, minimumOrderShortfallPaise } from './minimum-order.ts';

describe('minimum order', () => {
  it('says how much more is needed, in rupees', () => {
    expect(minimumOrderShortfallPaise(15_000, 10_500)).toBe(4_500);
    expect(minimumOrderMessage(4_500, 15_000)).toBe('Add ₹45 more to order (minimum ₹150)');
    expect(minimumOrderProblem(15_000, 10_500)).toBe('Add ₹45 more to order (minimum ₹150)');
    expect(minimumOrderProblem(15_000, 14_950)).toBe('Add ₹0.50 more to order (minimum ₹150)');
    expect(minimumOrderProblem(150_000, 0)).toBe('Add ₹1,500 more to order (minimum ₹1,500)');
  });

  it('is met at the minimum and above it, and always with no minimum', () => {
    expect(minimumOrderShortfallPaise(15_000, 15_000)).toBe(0);
    expect(minimumOrderShortfallPaise(15_000, 15_001)).toBe(0);
    expect(minimumOrderProblem(15_000, 15_000)).toBeUndefined();
    expect(minimumOrderProblem(0, 0)).toBeUndefined();
  });
});
