// Holiday closures are calendar days in the shop's time zone. Whether a day is past depends on the
// shop's "today", so these checks take the clock as an argument instead of reading it.
import { isCalendarDate, todayIn } from '#shared/analytics-range.ts';
import { HOURS_MESSAGES } from './hours-messages.ts';

export type Holiday = { date: string; note?: string | undefined };
export type HolidayProblem = { path: (string | number)[]; message: string };

export function duplicateHolidayProblems(holidays: readonly Holiday[]): HolidayProblem[] {
  const seen = new Set<string>();
  const problems: HolidayProblem[] = [];
  holidays.forEach(({ date }, index) => {
    if (seen.has(date)) problems.push({ path: [index, 'date'], message: HOURS_MESSAGES.holidayTwice(date) });
    seen.add(date);
  });
  return problems;
}

/**
 * Today in the shop's zone is not past: a shop may close for the rest of today. Malformed dates
 * are the format check's to report.
 */
export function pastHolidayProblems(
  holidays: readonly Holiday[],
  timeZone: string,
  now: Date,
): HolidayProblem[] {
  const today = todayIn(timeZone, now);
  return holidays.flatMap(({ date }, index) =>
    isCalendarDate(date) && date < today
      ? [{ path: [index, 'date'], message: HOURS_MESSAGES.holidayPast(date) }]
      : [],
  );
}

/**
 * The holidays still to come. Stored holidays fall into the past as days go by; the settings form
 * and the server drop them with this so that saving the settings again is not refused for them.
 */
export function upcomingHolidays<T extends Holiday>(
  holidays: readonly T[],
  timeZone: string,
  now: Date,
): T[] {
  const today = todayIn(timeZone, now);
  return holidays.filter(({ date }) => date >= today);
}
