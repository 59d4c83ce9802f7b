import { describe, expect, it } from 'vitest';
import { CHAI_WEEK, EMPTY_WEEK, ist } from '#tests/helpers/shop-hours.ts';
import type { Shift, Weekday } from './clock-time.ts';
import { DEFAULT_SHOP_HOURS } from './default-hours.ts';
import { upcomingHolidays } from './holiday-rules.ts';
import { HOURS_MESSAGES, MAX_HOLIDAYS } from './hours-messages.ts';
import {
  busyModeSchema,
  shopHoursInputSchema,
  shopHoursSchema,
  weeklyScheduleSchema,
} from './hours-schema.ts';

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map(({ path, message }) => ({ path: path.join('.'), message }));
}

function scheduleIssues(days: Partial<Record<Weekday, Shift[]>>) {
  return issues(weeklyScheduleSchema.safeParse({ ...EMPTY_WEEK, ...days }));
}

const shift = (opens: string, closes: string): Shift => ({ opens, closes });

describe('weekly schedule', () => {
  it('takes the chai week, an empty week and the all-day default', () => {
    expect(weeklyScheduleSchema.safeParse(CHAI_WEEK).success).toBe(true);
    expect(weeklyScheduleSchema.safeParse(EMPTY_WEEK).success).toBe(true);
    expect(shopHoursSchema.parse(DEFAULT_SHOP_HOURS)).toEqual(DEFAULT_SHOP_HOURS);
  });

  it('refuses a time not written HH:MM on a 24-hour clock', () => {
    for (const bad of ['7:00', '07:0', '25:00', '07:60', '0700', '7 AM', '24:00']) {
      expect(scheduleIssues({ monday: [shift(bad, '23:00')] })).toEqual([
        { path: 'monday.0.opens', message: HOURS_MESSAGES.timeFormat },
      ]);
    }
    expect(scheduleIssues({ monday: [shift('07:00', '24:01')] })).toEqual([
      { path: 'monday.0.closes', message: HOURS_MESSAGES.timeFormat },
    ]);
    expect(HOURS_MESSAGES.timeFormat).toBe('Use a 24-hour time like 07:30');
  });

  it('takes a shift closing at 24:00 or running past midnight until 06:00', () => {
    expect(scheduleIssues({ monday: [shift('16:00', '24:00')], tuesday: [shift('00:00', '02:00')] })).toEqual(
      [],
    );
    expect(scheduleIssues({ friday: [shift('18:00', '02:00')] })).toEqual([]);
    expect(scheduleIssues({ friday: [shift('18:00', '00:00')] })).toEqual([]);
    expect(scheduleIssues({ friday: [shift('18:00', '06:00')] })).toEqual([]);
  });

  it('refuses a shift of no length', () => {
    expect(scheduleIssues({ monday: [shift('09:00', '09:00')] })).toEqual([
      { path: 'monday.0', message: 'A shift on Monday opens and closes at the same time: 09:00-09:00' },
    ]);
    expect(scheduleIssues({ sunday: [shift('00:00', '00:00')] })[0]?.path).toBe('sunday.0');
  });

  it('refuses a reversed shift that does not end in the early morning', () => {
    expect(scheduleIssues({ monday: [shift('07:00', '11:30'), shift('14:00', '07:00')] })).toEqual([
      {
        path: 'monday.1',
        message:
          'A shift on Monday closes before it opens: 14:00-07:00 (a shift past midnight must close by 06:00)',
      },
    ]);
    expect(scheduleIssues({ friday: [shift('18:00', '06:01')] })).toHaveLength(1);
  });

  it('refuses shifts that overlap on a day, in whatever order they come', () => {
    expect(scheduleIssues({ monday: [shift('11:00', '14:00'), shift('07:00', '11:30')] })).toEqual([
      { path: 'monday.0', message: 'Shifts on Monday overlap: 07:00-11:30 and 11:00-14:00' },
    ]);
    // Touching is not overlapping.
    expect(scheduleIssues({ monday: [shift('07:00', '11:30'), shift('11:30', '14:00')] })).toEqual([]);
    // A long shift overlaps shifts that are not its neighbour.
    expect(
      scheduleIssues({
        tuesday: [shift('07:00', '20:00'), shift('08:00', '09:00'), shift('10:00', '11:00')],
      }),
    ).toEqual([
      { path: 'tuesday.1', message: 'Shifts on Tuesday overlap: 07:00-20:00 and 08:00-09:00' },
      { path: 'tuesday.2', message: 'Shifts on Tuesday overlap: 07:00-20:00 and 10:00-11:00' },
    ]);
  });

  it("refuses a shift past midnight that runs into the next day's first shift", () => {
    expect(scheduleIssues({ monday: [shift('18:00', '02:00')], tuesday: [shift('01:00', '10:00')] })).toEqual(
      [{ path: 'monday.0', message: "Monday's shift 18:00-02:00 runs into Tuesday's shift 01:00-10:00" }],
    );
    expect(
      scheduleIssues({ saturday: [shift('22:00', '03:00')], sunday: [shift('02:30', '05:00')] }),
    ).toEqual([
      { path: 'saturday.0', message: "Saturday's shift 22:00-03:00 runs into Sunday's shift 02:30-05:00" },
    ]);
    expect(scheduleIssues({ monday: [shift('18:00', '02:00')], tuesday: [shift('02:00', '10:00')] })).toEqual(
      [],
    );
  });

  it('refuses more than six shifts a day', () => {
    const seven = ['06', '08', '10', '12', '14', '16', '18'].map((hour) => shift(`${hour}:00`, `${hour}:30`));
    expect(scheduleIssues({ monday: seven.slice(0, 6) })).toEqual([]);
    expect(scheduleIssues({ monday: seven })).toEqual([
      { path: 'monday', message: 'Monday can have at most 6 shifts' },
    ]);
  });

  it('reports one problem for one typo', () => {
    expect(scheduleIssues({ monday: [shift('07:00', '11:30'), shift('07:00', '7:30')] })).toEqual([
      { path: 'monday.1.closes', message: HOURS_MESSAGES.timeFormat },
    ]);
  });

  it('needs every weekday', () => {
    const { sunday: _, ...noSunday } = EMPTY_WEEK;
    expect(weeklyScheduleSchema.safeParse(noSunday).success).toBe(false);
  });
});

describe('holidays, time zone and busy mode', () => {
  const hours = (overrides: Record<string, unknown>) => ({ schedule: CHAI_WEEK, ...overrides });

  it('fills the defaults: no holidays, Pune time, not busy', () => {
    expect(shopHoursSchema.parse({ schedule: CHAI_WEEK })).toEqual({
      schedule: CHAI_WEEK,
      holidays: [],
      timeZone: 'Asia/Kolkata',
      busy: null,
    });
  });

  it('refuses a holiday that is not a calendar date, listed twice, or with a long note', () => {
    expect(issues(shopHoursSchema.safeParse(hours({ holidays: [{ date: '2025-02-30' }] })))).toEqual([
      { path: 'holidays.0.date', message: 'Holiday date must be a valid date (YYYY-MM-DD)' },
    ]);
    const twice = [{ date: '2025-03-14', note: 'Holi' }, { date: '2025-03-15' }, { date: '2025-03-14' }];
    expect(issues(shopHoursSchema.safeParse(hours({ holidays: twice })))).toEqual([
      { path: 'holidays.2.date', message: '2025-03-14 is listed as a holiday twice' },
    ]);
    expect(
      issues(shopHoursSchema.safeParse(hours({ holidays: [{ date: '2025-03-14', note: 'x'.repeat(81) }] }))),
    ).toEqual([{ path: 'holidays.0.note', message: 'A holiday note can be at most 80 characters' }]);
    const tooMany = Array.from({ length: MAX_HOLIDAYS + 1 }, (_, day) => ({
      date: new Date(Date.UTC(2030, 0, 1 + day)).toISOString().slice(0, 10),
    }));
    expect(issues(shopHoursSchema.safeParse(hours({ holidays: tooMany })))).toEqual([
      { path: 'holidays', message: `At most ${MAX_HOLIDAYS} holidays can be listed` },
    ]);
  });

  it("refuses a holiday before today in the shop's zone, and takes today", () => {
    // 19:00 UTC on 2 March is already 00:30 on 3 March in Pune.
    const now = new Date('2025-03-02T19:00:00Z');
    const input = shopHoursInputSchema(now);
    expect(
      issues(input.safeParse(hours({ holidays: [{ date: '2025-03-03' }, { date: '2025-03-02' }] }))),
    ).toEqual([{ path: 'holidays.1.date', message: 'The holiday on 2025-03-02 is in the past' }]);
    expect(input.safeParse(hours({ holidays: [{ date: '2025-03-02' }], timeZone: 'UTC' })).success).toBe(
      true,
    );
    // Stored settings read back are not checked against today.
    expect(shopHoursSchema.safeParse(hours({ holidays: [{ date: '2020-01-01' }] })).success).toBe(true);
  });

  it('drops past holidays from stored settings so saving them again is not refused', () => {
    const stored = [
      { date: '2025-03-02', note: 'Gone' },
      { date: '2025-03-03' },
      { date: '2025-04-14', note: 'Ambedkar Jayanti' },
    ];
    expect(upcomingHolidays(stored, 'Asia/Kolkata', ist('2025-03-03T00:30'))).toEqual(stored.slice(1));
  });

  it('refuses an unknown time zone, or an offset in place of one', () => {
    // EST5EDT and SystemV/AST4 are accepted by Node's Intl but listed by no runtime.
    for (const timeZone of ['Mars/Olympus', '+05:30', 'IST+5', '', 'EST5EDT', 'SystemV/AST4']) {
      expect(issues(shopHoursSchema.safeParse(hours({ timeZone })))).toEqual([
        { path: 'timeZone', message: 'Unknown time zone: use a name like Asia/Kolkata' },
      ]);
    }
    expect(shopHoursSchema.parse(hours({ timeZone: 'Europe/London' })).timeZone).toBe('Europe/London');
    // Stored in the list's spelling, and the shop's own zone under its current name.
    expect(shopHoursSchema.parse(hours({ timeZone: 'asia/kolkata' })).timeZone).toBe('Asia/Kolkata');
    expect(shopHoursSchema.parse(hours({ timeZone: ' utc ' })).timeZone).toBe('UTC');
    // With no zone there is no "today": the past-holiday check waits for a good one.
    const input = shopHoursInputSchema(ist('2025-03-03T12:00'));
    expect(
      issues(input.safeParse(hours({ timeZone: 'Mars/Olympus', holidays: [{ date: '2020-01-01' }] }))),
    ).toEqual([{ path: 'timeZone', message: HOURS_MESSAGES.timeZone }]);
  });

  it('takes busy mode of 5, 10 or 15 minutes until an instant, or none', () => {
    expect(busyModeSchema.parse(null)).toBeNull();
    for (const extraMinutes of [5, 10, 15]) {
      expect(busyModeSchema.safeParse({ extraMinutes, until: '2025-03-03T09:00:00+05:30' }).success).toBe(
        true,
      );
    }
    expect(busyModeSchema.safeParse({ extraMinutes: 10, until: '2025-03-03T03:30:00Z' }).success).toBe(true);
    expect(issues(busyModeSchema.safeParse({ extraMinutes: 7, until: '2025-03-03T03:30:00Z' }))).toEqual([
      { path: 'extraMinutes', message: 'Busy mode adds 5, 10 or 15 minutes' },
    ]);
    for (const until of ['tomorrow', '2025-03-03', '2025-03-03 09:00']) {
      expect(issues(busyModeSchema.safeParse({ extraMinutes: 5, until }))).toEqual([
        { path: 'until', message: 'Busy mode needs an end time (an ISO date and time)' },
      ]);
    }
  });
});
