import { describe, expect, it } from 'vitest';
import { BILL_NUMBER_MAX_LENGTH, financialYearOf, formatBillNumber } from './bill-number.ts';

const ist = (local: string) => new Date(`${local}+05:30`);

describe('financial year', () => {
  it('turns at midnight between 31 March and 1 April in Pune, not in UTC', () => {
    expect(financialYearOf(ist('2027-03-31T23:59:59'))).toEqual({ startYear: 2026, label: '26-27' });
    expect(financialYearOf(ist('2027-04-01T00:00:00'))).toEqual({ startYear: 2027, label: '27-28' });
    // 1 April 00:30 in Pune is still 31 March in UTC.
    expect(financialYearOf(new Date('2027-03-31T19:00:00Z'))).toEqual({ startYear: 2027, label: '27-28' });
    expect(financialYearOf(ist('2026-01-15T12:00:00'))).toEqual({ startYear: 2025, label: '25-26' });
    expect(financialYearOf(ist('2099-12-31T12:00:00'))).toEqual({ startYear: 2099, label: '99-00' });
  });
});

describe('bill number', () => {
  it('is prefix/year/six digits, within the 16 characters an invoice number may have', () => {
    expect(formatBillNumber('CE', '26-27', 123)).toBe('CE/26-27/000123');
    expect(formatBillNumber('ABC', '26-27', 999_999)).toHaveLength(BILL_NUMBER_MAX_LENGTH);
    expect(formatBillNumber('CE', '27-28', 1)).toBe('CE/27-28/000001');
  });
});
