// Bill numbers (decision 021): one series per financial year (April to March, on the shop's clock),
// consecutive without gaps, assigned when an order is delivered.
import { TZDate } from '@date-fns/tz';
import { SHOP_TIME_ZONE } from '../constants.ts';

/**
 * GST invoice rules allow at most 16 characters: 'CE/26-27/000123' is 15 with a two-letter
 * prefix, so a prefix has at most 3 characters and the number 6 digits (a seventh appears only
 * past 999,999 bills in one year).
 */
export const BILL_NUMBER_MAX_LENGTH = 16;
export const BILL_PREFIX_PATTERN = /^[A-Z0-9]{1,3}$/;
export const DEFAULT_BILL_PREFIX = 'CE';

/** The financial year a moment falls in: April 2026 to March 2027 is { startYear: 2026, label: '26-27' }. */
export function financialYearOf(at: Date, timeZone: string = SHOP_TIME_ZONE) {
  const local = new TZDate(at.getTime(), timeZone);
  const startYear = local.getMonth() >= 3 ? local.getFullYear() : local.getFullYear() - 1;
  const two = (year: number) => String(year % 100).padStart(2, '0');
  return { startYear, label: `${two(startYear)}-${two(startYear + 1)}` };
}

export function formatBillNumber(prefix: string, financialYearLabel: string, n: number): string {
  return `${prefix}/${financialYearLabel}/${String(n).padStart(6, '0')}`;
}
