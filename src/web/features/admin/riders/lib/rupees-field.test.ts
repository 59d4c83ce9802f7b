import { describe, expect, it } from 'vitest';
import { readRupees, varianceRupees, varianceText } from './rupees-field.ts';

describe('a typed rupee amount and its variance', () => {
  it('reads rupees with at most two decimals', () => {
    expect(readRupees('500')).toBe(500);
    expect(readRupees(' 1,250.50 ')).toBe(1250.5);
    expect(readRupees('')).toBeNull();
    expect(readRupees('12.345')).toBeNull();
    expect(readRupees('-5')).toBeNull();
    expect(readRupees('200000')).toBeNull();
  });

  it('says short or over', () => {
    expect(varianceRupees(620, 600)).toBe(-20);
    expect(varianceText(varianceRupees(620, 600))).toBe('₹20 short');
    expect(varianceText(varianceRupees(620, 625.5))).toBe('₹5.50 over');
    expect(varianceText(0)).toBe('Matches');
  });
});
