// The evaluation against a plain reading of the schedule: the instant's date, weekday and time on
// the shop's wall clock (from Intl, not from the code under test), today's shifts and yesterday's
// shifts that run past midnight.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '#shared/analytics-range.ts';
import { type ShopHoursState, shopAvailability } from './availability.ts';
import { MINUTES_PER_DAY, type Shift, shiftSpan, WEEKDAYS, type Weekday } from './clock-time.ts';
import { scheduleProblems, type WeeklySchedule } from './schedule-rules.ts';

// Zones without daylight saving, so a wall-clock time names one instant; a quarter-hour grid so
// instants land exactly on openings and closings often.
const ZONES = ['Asia/Kolkata', 'UTC', 'Asia/Kathmandu'];
const QUARTER = 15;
const MINUTE_MS = 60_000;

function clock(minutes: number): string {
  const wrapped = minutes % MINUTES_PER_DAY;
  const text = `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
  return minutes === MINUTES_PER_DAY ? '24:00' : text;
}

// Sorted distinct quarter-hour marks taken in pairs make a day's shifts; the last may instead run
// past midnight. Schedules whose late shift runs into the next day are left out by the rules.
const dayShifts: fc.Arbitrary<Shift[]> = fc
  .record({
    marks: fc.uniqueArray(fc.integer({ min: 0, max: MINUTES_PER_DAY / QUARTER }), { maxLength: 8 }),
    lateClose: fc.option(fc.integer({ min: 0, max: 360 / QUARTER }), { nil: undefined }),
  })
  .map(({ marks, lateClose }) => {
    const sorted = marks.map((mark) => mark * QUARTER).sort((a, b) => a - b);
    const shifts: Shift[] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2)
      shifts.push({ opens: clock(sorted[i]!), closes: clock(sorted[i + 1]!) });
    const last = shifts.at(-1);
    if (last && lateClose !== undefined && last.opens !== '00:00' && last.opens !== '24:00') {
      last.closes = clock(lateClose * QUARTER);
    }
    return shifts.filter(({ opens }) => opens !== '24:00');
  });

const schedule: fc.Arbitrary<WeeklySchedule> = fc
  .tuple(...WEEKDAYS.map(() => dayShifts))
  .map((days) => Object.fromEntries(WEEKDAYS.map((day, i) => [day, days[i]])) as WeeklySchedule)
  .filter((week) => scheduleProblems(week).length === 0);

// Instants on the quarter-hour grid through 2025 and 2026.
const instant = fc
  .integer({ min: 0, max: (2 * 365 * MINUTES_PER_DAY) / QUARTER })
  .map((quarters) => new Date(Date.UTC(2025, 0, 1) + quarters * QUARTER * MINUTE_MS));

const shopHours = fc.record({
  schedule,
  timeZone: fc.constantFrom(...ZONES),
  // Holidays as days from the instant's date; resolved against it in each property.
  holidayOffsets: fc.uniqueArray(fc.integer({ min: -1, max: 9 }), { maxLength: 4 }),
});

const formats = new Map<string, Intl.DateTimeFormat>();

function wallClock(at: Date, timeZone: string): { date: string; weekday: Weekday; minutes: number } {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: part('weekday').toLowerCase() as Weekday,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** Some shift contains the instant on the shop's wall clock. */
function insideSomeShift(hours: ShopHoursState, at: Date): boolean {
  const { date, weekday, minutes } = wallClock(at, hours.timeZone);
  const holidays = new Set(hours.holidays.map((holiday) => holiday.date));
  const yesterday = WEEKDAYS[(WEEKDAYS.indexOf(weekday) + 6) % 7]!;
  const today =
    !holidays.has(date) &&
    hours.schedule[weekday].some((shift) => {
      const { start, end } = shiftSpan(shift);
      return start <= minutes && minutes < end;
    });
  const lastNight =
    !holidays.has(addDays(date, -1)) &&
    hours.schedule[yesterday].some((shift) => {
      return minutes + MINUTES_PER_DAY < shiftSpan(shift).end;
    });
  return today || lastNight;
}

function resolve(
  {
    schedule,
    timeZone,
    holidayOffsets,
  }: { schedule: WeeklySchedule; timeZone: string; holidayOffsets: number[] },
  now: Date,
): ShopHoursState {
  const today = wallClock(now, timeZone).date;
  const holidays = holidayOffsets.map((offset) => ({ date: addDays(today, offset) }));
  return { schedule, timeZone, holidays, paused: false, busy: null };
}

describe('shopAvailability against the schedule read by hand', () => {
  it('is open exactly when some shift contains the instant', () => {
    fc.assert(
      fc.property(shopHours, instant, (generated, now) => {
        const hours = resolve(generated, now);
        expect(shopAvailability(hours, now).state === 'open').toBe(insideSomeShift(hours, now));
      }),
      { numRuns: 500 },
    );
  });

  it('names a next opening in the future that is open, with closed time just before it', () => {
    fc.assert(
      fc.property(shopHours, instant, (generated, now) => {
        const hours = resolve(generated, now);
        const { opensAt } = shopAvailability(hours, now);
        if (opensAt === null) return;
        expect(opensAt.getTime()).toBeGreaterThan(now.getTime());
        expect(insideSomeShift(hours, opensAt)).toBe(true);
        expect(shopAvailability(hours, opensAt).state).toBe('open');
        expect(insideSomeShift(hours, new Date(opensAt.getTime() - MINUTE_MS))).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('names a closing in the future with open time up to it', () => {
    fc.assert(
      fc.property(shopHours, instant, (generated, now) => {
        const hours = resolve(generated, now);
        const { closesAt } = shopAvailability(hours, now);
        if (closesAt === null) return;
        expect(closesAt.getTime()).toBeGreaterThan(now.getTime());
        expect(insideSomeShift(hours, closesAt)).toBe(false);
        expect(insideSomeShift(hours, new Date(closesAt.getTime() - MINUTE_MS))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
