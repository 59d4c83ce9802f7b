// The drawer's count at the day close (docs/product.md#the-day-close): the float and the cash
// counted as the manager types them, what the drawer should hold with that float, and the
// variance as it is typed. Summed in paise (decision record 002), shown in rupees.
import { DAY_CLOSE_MESSAGES, type DayCloseFigures } from '#shared/api/day-close.ts';
import { toPaise, toRupees } from '#shared/money.ts';

/** The contract's ceiling for a float or a count (closeDayBodySchema). */
const MAX_RUPEES = 10_000_000;

/** The number typed, or null while it is empty or not rupees with at most two decimals. */
export function readCash(typed: string): number | null {
  const text = typed.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const value = Number(text);
  return value <= MAX_RUPEES ? value : null;
}

/**
 * What the drawer should hold with `openingFloat` in it: the figures' expected, with their float
 * (the close's, or none while the day is open: the server learns the float only at the close)
 * swapped for the one typed.
 */
export function expectedWithFloat(drawer: DayCloseFigures['drawer'], openingFloat: number): number {
  return toRupees(toPaise(drawer.expected) - toPaise(drawer.openingFloat) + toPaise(openingFloat));
}

/** Counted minus expected, in rupees; negative when short. */
export function cashVariance(expected: number, counted: number): number {
  return toRupees(toPaise(counted) - toPaise(expected));
}

/** The reason the server will ask for, or undefined when the count matches or a reason is given. */
export function missingReason(variance: number, reason: string): string | undefined {
  if (variance === 0 || reason.trim() !== '') return undefined;
  return DAY_CLOSE_MESSAGES.varianceReason(toPaise(variance));
}
