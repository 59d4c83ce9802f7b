// What an owner is told when the opening hours they send are refused (a 400, nothing stored).
// The settings form shows the same sentences before sending.

export const MAX_SHIFTS_PER_DAY = 6;
export const MAX_HOLIDAYS = 100;
export const MAX_HOLIDAY_NOTE = 80;
/**
 * A shift past midnight must close by this time the next morning. Without a limit, a reversed
 * shift typed by mistake (14:00-07:00 for 07:00-14:00) would silently become a 17-hour night shift.
 */
export const LATEST_CLOSE_AFTER_MIDNIGHT = '06:00';

export const HOURS_MESSAGES = {
  timeFormat: 'Use a 24-hour time like 07:30',
  sameTimes: (day: string, shift: string) => `A shift on ${day} opens and closes at the same time: ${shift}`,
  reversed: (day: string, shift: string) =>
    `A shift on ${day} closes before it opens: ${shift} (a shift past midnight must close by ${LATEST_CLOSE_AFTER_MIDNIGHT})`,
  overlap: (day: string, first: string, second: string) => `Shifts on ${day} overlap: ${first} and ${second}`,
  overlapNextDay: (day: string, shift: string, nextDay: string, nextShift: string) =>
    `${day}'s shift ${shift} runs into ${nextDay}'s shift ${nextShift}`,
  tooManyShifts: (day: string) => `${day} can have at most ${MAX_SHIFTS_PER_DAY} shifts`,
  holidayDate: 'Holiday date must be a valid date (YYYY-MM-DD)',
  holidayPast: (date: string) => `The holiday on ${date} is in the past`,
  holidayTwice: (date: string) => `${date} is listed as a holiday twice`,
  holidayNote: `A holiday note can be at most ${MAX_HOLIDAY_NOTE} characters`,
  tooManyHolidays: `At most ${MAX_HOLIDAYS} holidays can be listed`,
  timeZone: 'Unknown time zone: use a name like Asia/Kolkata',
  busyExtra: 'Busy mode adds 5, 10 or 15 minutes',
  busyUntil: 'Busy mode needs an end time (an ISO date and time)',
} as const;
