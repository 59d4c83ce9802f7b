import { describe, expect, it } from 'vitest';
import { createRenderBudget } from './render-budget.ts';

describe('render budget', () => {
  it('allows each address its renders per window, apart from other addresses, and starts again', () => {
    let clock = 0;
    const budget = createRenderBudget({ perWindow: 3, windowMs: 1000, now: () => clock });
    expect([1, 2, 3, 4].map(() => budget.take('10.0.0.1'))).toEqual([true, true, true, false]);
    expect(budget.take('10.0.0.2')).toBe(true);
    clock = 999;
    expect(budget.take('10.0.0.1')).toBe(false);
    clock = 1000;
    expect(budget.take('10.0.0.1')).toBe(true);
  });
});
