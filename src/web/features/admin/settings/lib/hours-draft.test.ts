import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEEKDAYS } from '#shared/shop-hours/clock-time.ts';
import { DEFAULT_SHOP_HOURS } from '#shared/shop-hours/default-hours.ts';
import type { WeeklySchedule } from '#shared/shop-hours/schedule-rules.ts';
import { type HoursDraft, hoursBody, hoursDraft, hoursFormSchema, timeZoneChoices } from './hours-draft.ts';

/** The first message per field, as the form shows them. */
function errorsOf(draft: HoursDraft): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of hoursFormSchema.safeParse(draft).error?.issues ?? [])
    found[issue.path.join('.')] ??= issue.message;
  return found;
}

// 10:00 in Pune on Tuesday 24 November 2026.
const NOW = new Date('2026-11-24T04:30:00Z');
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const EMPTY_WEEK = Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as WeeklySchedule;
const closedWeek = () => hoursDraft({ ...DEFAULT_SHOP_HOURS, schedule: EMPTY_WEEK }, NOW);

describe('opening hours form <-> API body', () => {
  it('shows an all-day shift in time boxes as 00:00 to 00:00 and sends it back as 24:00', () => {
    const draft = hoursDraft(DEFAULT_SHOP_HOURS, NOW);
    expect(draft.schedule.monday).toEqual([{ opens: '00:00', closes: '00:00' }]);
    expect(hoursBody(draft).schedule.monday).toEqual([{ opens: '00:00', closes: '24:00' }]);
    expect(hoursFormSchema.parse(draft)).toEqual({
      schedule: DEFAULT_SHOP_HOURS.schedule,
      holidays: [],
      timeZone: 'Asia/Kolkata',
    });
  });

  it('keeps two shifts a day, one running to midnight, as typed', () => {
    const draft = closedWeek();
    draft.schedule.friday = [
      { opens: '07:00', closes: '11:00' },
      { opens: '16:00', closes: '00:00' },
    ];
    expect(errorsOf(draft)).toEqual({});
    expect(hoursFormSchema.parse(draft).schedule.friday).toEqual([
      { opens: '07:00', closes: '11:00' },
      { opens: '16:00', closes: '24:00' },
    ]);
  });

  it("gives the schedule's messages on the shift they name", () => {
    const draft = closedWeek();
    draft.schedule.monday = [
      { opens: '07:00', closes: '11:00' },
      { opens: '10:00', closes: '12:00' },
    ];
    draft.schedule.tuesday = [{ opens: '', closes: '11:00' }];
    expect(errorsOf(draft)).toEqual({
      'schedule.monday.1': 'Shifts on Monday overlap: 07:00-11:00 and 10:00-12:00',
      'schedule.tuesday.0.opens': 'Use a 24-hour time like 07:30',
    });
  });

  it('refuses a holiday before today in the shop zone, takes today, and drops an empty note', () => {
    const draft = closedWeek();
    draft.holidays = [
      { date: '2026-11-23', note: '' },
      { date: '2026-11-24', note: '  ' },
      { date: '2026-12-25', note: 'Christmas' },
    ];
    expect(errorsOf(draft)).toEqual({ 'holidays.0.date': 'The holiday on 2026-11-23 is in the past' });
    expect(hoursBody(draft).holidays).toEqual([
      { date: '2026-11-23' },
      { date: '2026-11-24' },
      { date: '2026-12-25', note: 'Christmas' },
    ]);
    expect(errorsOf({ ...draft, holidays: [{ date: '', note: '' }] })).toEqual({
      'holidays.0.date': 'Holiday date must be a valid date (YYYY-MM-DD)',
    });
  });

  it('leaves holidays gone by out of the form, so saving again is not refused for them', () => {
    const stored = {
      ...DEFAULT_SHOP_HOURS,
      holidays: [{ date: '2026-11-01' }, { date: '2026-11-24', note: 'Diwali' }],
    };
    expect(hoursDraft(stored, NOW).holidays).toEqual([{ date: '2026-11-24', note: 'Diwali' }]);
  });

  it('offers the usual time zones, and a stored one besides', () => {
    expect(timeZoneChoices('Asia/Kolkata')[0]).toBe('Asia/Kolkata');
    expect(timeZoneChoices('Asia/Kathmandu')).toContain('Asia/Kathmandu');
    expect(errorsOf({ ...closedWeek(), timeZone: 'Mars/Olympus' })).toEqual({
      timeZone: 'Unknown time zone: use a name like Asia/Kolkata',
    });
  });
});
