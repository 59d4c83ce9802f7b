import { describe, expect, it } from 'vitest';
import { cashVariance, expectedWithFloat, missingReason, readCash } from './cash-count.ts';

const drawer = { openingFloat: 0, cashSales: 1200.5, riderHandIns: 800, cashRefunds: 40, expected: 1960.5 };

describe('counting the drawer at the day close', () => {
  it('reads rupees with at most two decimals, up to the contract ceiling', () => {
    expect(readCash('2,000')).toBe(2000);
    expect(readCash(' 150.25 ')).toBe(150.25);
    expect(readCash('')).toBeNull();
    expect(readCash('1.234')).toBeNull();
    expect(readCash('-5')).toBeNull();
    expect(readCash('150000')).toBe(150000);
    expect(readCash('10000001')).toBeNull();
  });

  it('expects the figures with the float typed in place of theirs', () => {
    expect(expectedWithFloat(drawer, 500)).toBe(2460.5);
    expect(expectedWithFloat({ ...drawer, openingFloat: 500, expected: 2460.5 }, 300)).toBe(2260.5);
    // Float noise stays out: paise are summed, not rupees.
    expect(expectedWithFloat({ ...drawer, expected: 0.3, cashSales: 0.3 }, 0.1)).toBe(0.4);
  });

  it('asks a reason when the count is short or over, in the words the server uses', () => {
    expect(cashVariance(2460.5, 2440.5)).toBe(-20);
    expect(missingReason(cashVariance(2460.5, 2440.5), '')).toBe('The counted cash is ₹20 short: say why');
    expect(missingReason(5.5, '  ')).toBe('The counted cash is ₹5.50 over: say why');
    expect(missingReason(-20, 'Change given twice')).toBeUndefined();
    expect(missingReason(0, '')).toBeUndefined();
  });
});
