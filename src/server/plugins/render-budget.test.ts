import { describe, expect, it } from 'vitest';
import { createRenderBudget } from './render-budget.ts';

const roomy = { perSecond: 1000, burst: 1000 };

describe('render budget', () => {
  it('allows each address its renders per window, apart from other addresses, and starts again', () => {
    let clock = 0;
    const budget = createRenderBudget({ perWindow: 3, windowMs: 1000, shop: roomy, now: () => clock });
    expect([1, 2, 3, 4].map(() => budget.take('10.0.0.1'))).toEqual([true, true, true, false]);
    expect(budget.take('10.0.0.2')).toBe(true);
    clock = 999;
    expect(budget.take('10.0.0.1')).toBe(false);
    clock = 1000;
    expect(budget.take('10.0.0.1')).toBe(true);
  });

  it('holds the whole shop to its rate however many addresses ask', () => {
    let clock = 0;
    const budget = createRenderBudget({ shop: { perSecond: 2, burst: 3 }, now: () => clock });
    const burst = Array.from({ length: 5 }, (_, i) => budget.take(`10.1.0.${i}`));
    expect(burst).toEqual([true, true, true, false, false]);
    clock = 500;
    expect(budget.take('10.1.1.1')).toBe(true);
    expect(budget.take('10.1.1.2')).toBe(false);
  });

  it('forgets the address counted longest ago rather than refusing new ones when full', () => {
    const budget = createRenderBudget({ perWindow: 1, shop: roomy, maxAddresses: 2, now: () => 0 });
    expect(budget.take('a')).toBe(true);
    expect(budget.take('b')).toBe(true);
    expect(budget.take('c')).toBe(true);
    // 'a' was forgotten to make room for 'c'; 'b' and 'c' are still counted.
    expect(budget.take('a')).toBe(true);
    expect(budget.take('c')).toBe(false);
  });
});
