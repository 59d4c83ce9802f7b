import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercent, formatInr, formatRupees, toPaise, toRupees } from './money.ts';

describe('money', () => {
  it('converts rupees to paise without float noise', () => {
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (p) => toPaise(toRupees(p)) === p));
  });

  it('formats with the rupee sign and Indian grouping', () => {
    expect(formatRupees(2500)).toBe('₹25');
    expect(formatRupees(4950)).toBe('₹49.50');
    expect(formatRupees(12_000_000)).toBe('₹1,20,000');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(-500)).toBe('-₹5');
    expect(formatRupees(1_000_000_005)).toBe('₹1,00,00,000.05');
  });

  it('formats exactly as Intl.NumberFormat en-IN does', () => {
    const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (p) => {
        const abs = Math.abs(p);
        const text = abs % 100 === 0 ? whole.format(abs / 100) : withPaise.format(abs / 100);
        return formatRupees(p) === `${p < 0 ? '-' : ''}₹${text}`;
      }),
    );
  });

  it('formats bill amounts with paise always shown, as Intl en-IN does', () => {
    expect(formatInr(100000)).toBe('₹1,00,000.00');
    expect(formatInr(0)).toBe('₹0.00');
    expect(formatInr(49.5)).toBe('₹49.50');
    expect(formatInr(0.05)).toBe('₹0.05');
    expect(formatInr(-12.3)).toBe('-₹12.30');
    expect(formatInr(19.99)).toBe('₹19.99');
    const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (p) => {
        const text = inr.format(Math.abs(p) / 100);
        return formatInr(toRupees(p)) === `${p < 0 ? '-' : ''}₹${text}`;
      }),
    );
  });

  it('computes the discount percent: round((original - price) / original * 100)', () => {
    expect(discountPercent(4000, 5000)).toBe(20);
    expect(discountPercent(9900, 11900)).toBe(17);
    expect(discountPercent(100, null)).toBe(0);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(200, 100)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 1e6 }), (a, b) => {
        const d = discountPercent(Math.min(a, b), Math.max(a, b));
        return Number.isInteger(d) && d >= 0 && d <= 100;
      }),
    );
  });
});
