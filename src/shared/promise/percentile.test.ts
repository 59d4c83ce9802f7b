import { describe, expect, it } from 'vitest';
import { percentile } from './percentile.ts';

describe('percentile (nearest rank)', () => {
  it('is null for nothing and the value itself for one', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([7], 90)).toBe(7);
  });

  it('picks a value that happened, whatever the order given', () => {
    const values = [9, 1, 5, 3, 7, 2, 8, 4, 10, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 100)).toBe(10);
    expect(percentile([4, 1, 3, 2], 50)).toBe(2);
  });
});
