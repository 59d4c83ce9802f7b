// The month the page opens on (on the shop's clock) and its name. Zod-free.

import { todayIn } from '#shared/analytics-range.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';

/** Last month: GSTR-1 is filed in the month after the one it reports. */
export function lastMonth(now: Date = new Date()): string {
  const [year, month] = todayIn(SHOP_TIME_ZONE, now).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** 'November 2026'. */
export function monthName(month: string): string {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, mm - 1, 1)).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
