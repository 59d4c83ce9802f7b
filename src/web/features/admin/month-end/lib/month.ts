// The month the page opens on (on the shop's clock), its name and its totals in a sentence. Zod-free.

import { todayIn } from '#shared/analytics-range.ts';
import type { Gstr1Summary } from '#shared/api/month-end.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { formatInr } from '#shared/money.ts';

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

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** '3 bills (₹255.00), 1 credit note (₹85.00). After credit notes: taxable value ₹161.92, …' */
export function totalsText({ totals }: Pick<Gstr1Summary, 'totals'>): string {
  const outside =
    totals.outsideReturnBills > 0
      ? ` ${count(totals.outsideReturnBills, 'bill')} (${formatInr(totals.outsideReturnValue)}) issued without GST are not in the return.`
      : '';
  return (
    `${count(totals.bills, 'bill')} (${formatInr(totals.billsValue)}), ` +
    `${count(totals.creditNotes, 'credit note')} (${formatInr(totals.creditNotesValue)}). ` +
    `After credit notes: taxable value ${formatInr(totals.taxable)}, CGST ${formatInr(totals.cgst)}, ` +
    `SGST ${formatInr(totals.sgst)}.${outside}`
  );
}
