// Words for the day close's page and print (docs/product.md#the-day-close): when a close was made,
// on the shop's clock, and the day's heading.
import type { DayClose } from '#shared/api/day-close.ts';
import { formatInr } from '#shared/money.ts';
import { shopClockDay, shopClockTime } from '#shared/shop-hours/shop-clock-time.ts';
import { longDate } from '#web/features/admin/analytics/lib/labels.ts';
import { varianceText } from '#web/features/admin/riders/lib/rupees-field.ts';

/** '29 Nov, 9:40 PM' on the shop's clock. */
export function shopMoment(iso: string, timeZone: string): string {
  const at = new Date(iso);
  return `${shopClockDay(at, timeZone)}, ${shopClockTime(at, timeZone)}`;
}

type CloseRecord = DayClose['closes'][number];
const someone = (name: string | null) => name ?? 'a former team member';

/** 'Closed by Meena on 29 Nov, 11:40 PM'. */
export function closedLine(close: CloseRecord, timeZone: string): string {
  return `Closed by ${someone(close.closedBy)} on ${shopMoment(close.closedAt, timeZone)}`;
}

/** An earlier close: '…; reopened by Asha on 30 Nov, 10:05 AM: a refund was missed'. */
export function reopenedLine(close: CloseRecord, timeZone: string): string {
  const when = close.reopenedAt ? ` on ${shopMoment(close.reopenedAt, timeZone)}` : '';
  const why = close.reopenReason ? `: ${close.reopenReason}` : '';
  return `${closedLine(close, timeZone)}; reopened by ${someone(close.reopenedBy)}${when}${why}`;
}

/** The close that stands: a closed day's newest close not reopened. */
export function standingClose(close: DayClose): CloseRecord | undefined {
  return close.state === 'closed' ? close.closes.find((c) => c.reopenedAt === null) : undefined;
}

/** The day's earlier closes, reopened since, newest first (the server's order). */
export function reopenedCloses(close: DayClose): DayClose['closes'] {
  return close.closes.filter((c) => c.reopenedAt !== null);
}

/** The printed report's heading and the lines under it. */
export function printHead(close: DayClose, timeZone: string, now: Date) {
  const standing = standingClose(close);
  const lines = [standing ? closedLine(standing, timeZone) : 'Not closed yet: figures as they stand'];
  if (standing) {
    lines.push(
      `Cash counted ${formatInr(standing.countedCash)}, expected ${formatInr(standing.expectedCash)}: ${varianceText(standing.variance)}`,
    );
    if (standing.varianceReason) lines.push(`Reason: ${standing.varianceReason}`);
  }
  lines.push(`Printed ${shopMoment(now.toISOString(), timeZone)}`);
  return { title: `Day close, ${longDate(close.shopDay)}`, lines };
}
