// The analytics date range: calendar days in the shop's time zone, both ends included. The
// server decides with these rules; the admin panel uses the same ones for its defaults and to
// stop a bad range before asking.

const ANALYTICS_DEFAULT_DAYS = 30;
const ANALYTICS_MAX_DAYS = 366;

export const RANGE_MESSAGES = {
  from: 'Start date must be a valid date (YYYY-MM-DD)',
  to: 'End date must be a valid date (YYYY-MM-DD)',
  order: 'Start date must be on or before the end date',
  tooLong: `The date range can be at most ${ANALYTICS_MAX_DAYS} days`,
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A real calendar day written YYYY-MM-DD ('2026-02-30' is not). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Days in from..to, both included (1 when they are the same day). */
export function daysInRange(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/** Today's date on the wall clocks of `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export type DateRange = { from: string; to: string };

/** The last ANALYTICS_DEFAULT_DAYS days, today included. */
export function defaultRange(today: string): DateRange {
  return { from: addDays(today, -(ANALYTICS_DEFAULT_DAYS - 1)), to: today };
}

export type RangeResult =
  | { ok: true; range: DateRange }
  | { ok: false; field: 'from' | 'to'; message: string };

/**
 * Fills a missing end with today and a missing start with the default span before the end, then
 * checks the order and the length.
 */
export function resolveRange(query: { from?: string; to?: string }, today: string): RangeResult {
  if (query.from !== undefined && !isCalendarDate(query.from))
    return { ok: false, field: 'from', message: RANGE_MESSAGES.from };
  if (query.to !== undefined && !isCalendarDate(query.to))
    return { ok: false, field: 'to', message: RANGE_MESSAGES.to };
  const to = query.to ?? today;
  const from = query.from ?? defaultRange(to).from;
  if (from > to) return { ok: false, field: 'from', message: RANGE_MESSAGES.order };
  if (daysInRange(from, to) > ANALYTICS_MAX_DAYS)
    return { ok: false, field: 'from', message: RANGE_MESSAGES.tooLong };
  return { ok: true, range: { from, to } };
}
