// The shop day an instant belongs to (docs/product.md#the-day-close): the date on the shop's wall
// clock, except that the hours after midnight of a shift that opened the evening before belong to
// that evening's day. A shop open 18:00-02:00 on Friday sells Friday's chai at 01:30 on Saturday,
// and closes Friday's till after it.
import { MINUTES_PER_DAY, shiftSpan, WEEKDAYS } from '../shop-hours/clock-time.ts';
import type { ShopHours } from '../shop-hours/hours-schema.ts';

/** 'YYYY-MM-DD'. */
export type ShopDay = string;

export const SHOP_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

// Building a formatter costs far more than using one, and every checkout asks: one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date, weekday and minute of `at` in `timeZone`. */
function wallClock(at: Date, timeZone: string) {
  const parts = formatterFor(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const year = part('year');
  const month = part('month');
  const day = part('day');
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, weekday, minute: part('hour') * 60 + part('minute') };
}

/** `day` moved by `days` (negative: back), as 'YYYY-MM-DD'. */
export function addDays(day: ShopDay, days: number): ShopDay {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The shop day `at` belongs to, in the shop's zone. */
export function shopDayOf(at: Date, hours: Pick<ShopHours, 'schedule' | 'timeZone'>): ShopDay {
  const clock = wallClock(at, hours.timeZone);
  const date = `${clock.year}-${String(clock.month).padStart(2, '0')}-${String(clock.day).padStart(2, '0')}`;
  const yesterday = WEEKDAYS[(clock.weekday + 6) % 7];
  // Minutes counted from the midnight that started yesterday: a shift that ran past midnight
  // spans beyond MINUTES_PER_DAY (shiftSpan), and `at` is in it when below its end.
  const sinceYesterday = clock.minute + MINUTES_PER_DAY;
  const inYesterdaysShift = (yesterday ? hours.schedule[yesterday] : []).some((shift) => {
    const span = shiftSpan(shift);
    return span.end > MINUTES_PER_DAY && sinceYesterday < span.end;
  });
  return inYesterdaysShift ? addDays(date, -1) : date;
}
