// A rupee amount typed by a manager (a float, a counted hand-in), read the way the server's
// contract reads it, and the live variance a hand-in shows (docs/product.md#cash-per-rider).
import { handInVariance } from '#shared/dispatch/cash-ledger.ts';
import { formatRupees, toPaise, toRupees } from '#shared/money.ts';

/** The number typed, or null while it is empty or not a number of rupees with at most two decimals. */
export function readRupees(typed: string): number | null {
  const text = typed.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const value = Number(text);
  return value <= 100_000 ? value : null;
}

/** Counted minus expected, in rupees; negative when short. */
export function varianceRupees(expected: number, counted: number): number {
  return toRupees(handInVariance(toPaise(expected), toPaise(counted)));
}

/** "Matches", "₹20 short", "₹5 over". */
export function varianceText(variance: number): string {
  if (variance === 0) return 'Matches';
  const amount = formatRupees(Math.abs(toPaise(variance)));
  return variance < 0 ? `${amount} short` : `${amount} over`;
}
