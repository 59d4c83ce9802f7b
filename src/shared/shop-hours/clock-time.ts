// Wall-clock times of the shop's week, written 'HH:MM' (24-hour) as an owner types them. A shift
// may close at '24:00', the end of its day: that is how an all-day shift is written, since
// '00:00-00:00' would read as a shift of no length.

export const MINUTES_PER_DAY = 1440;

/** In the order of Date.getDay(), so a zoned date's getDay() indexes it. */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};

const OPENING_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const CLOSING_TIME = /^(?:([01]\d|2[0-3]):([0-5]\d)|24:00)$/;

export function isOpeningTime(value: string): boolean {
  return OPENING_TIME.test(value);
}

export function isClosingTime(value: string): boolean {
  return CLOSING_TIME.test(value);
}

/** Minutes since midnight of a well-formed 'HH:MM' ('24:00' is 1440). */
export function minutesOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export type Shift = { opens: string; closes: string };

/**
 * A shift as minutes from the midnight that starts the day it opens, end excluded. A shift that
 * closes at or before its opening time runs past midnight (18:00-02:00 is 1080..1560) and
 * belongs to the day it opens.
 */
export function shiftSpan(shift: Shift): { start: number; end: number } {
  const start = minutesOfDay(shift.opens);
  const closes = minutesOfDay(shift.closes);
  return { start, end: closes <= start ? closes + MINUTES_PER_DAY : closes };
}

export function shiftLabel(shift: Shift): string {
  return `${shift.opens}-${shift.closes}`;
}
