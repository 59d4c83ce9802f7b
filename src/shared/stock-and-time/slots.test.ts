import { describe, expect, it } from 'vitest';
import { ALL_DAY_SCHEDULE } from '../shop-hours/default-hours.ts';
import type { WeeklySchedule } from '../shop-hours/schedule-rules.ts';
import { DEFAULT_LATER_ORDERS, type LaterOrdersSettings } from './later-orders.ts';
import { isOfferedSlot, laterSlots, releaseAt } from './slots.ts';

const ZONE = 'Asia/Kolkata';
/** 'YYYY-MM-DDTHH:MM' on the shop's clock (IST, +05:30). */
const ist = (local: string) => new Date(`${local}:00+05:30`);
const ON: LaterOrdersSettings = { enabled: true, aheadMinutes: 120, perSlot: 4, minNoticeMinutes: 30 };
const EVERY_DAY = (opens: string, closes: string, more: { opens: string; closes: string }[] = []) =>
  Object.fromEntries(
    Object.keys(ALL_DAY_SCHEDULE).map((day) => [day, [{ opens, closes }, ...more]]),
  ) as WeeklySchedule;
const hours = (schedule: WeeklySchedule, holidays: { date: string }[] = []) => ({
  schedule,
  holidays,
  timeZone: ZONE,
});
/** The slots as shop-clock 'HH:MM'. */
const clock = (slots: Date[]) =>
  slots.map((s) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' }).format(s),
  );

describe('laterSlots', () => {
  it('offers none while later orders are off', () => {
    expect(laterSlots(ist('2026-11-30T10:00'), DEFAULT_LATER_ORDERS, hours(ALL_DAY_SCHEDULE))).toEqual([]);
  });

  it('starts at the first quarter hour after the notice and stops at how far ahead', () => {
    const slots = laterSlots(ist('2026-11-30T10:07'), ON, hours(ALL_DAY_SCHEDULE));
    // 10:07 + 30 = 10:37 -> 10:45; 10:07 + 120 = 12:07 -> last 12:00.
    expect(clock(slots)).toEqual(['10:45', '11:00', '11:15', '11:30', '11:45', '12:00']);
  });

  it('takes a quarter hour exactly at the notice', () => {
    expect(clock(laterSlots(ist('2026-11-30T10:00'), ON, hours(ALL_DAY_SCHEDULE)))[0]).toBe('10:30');
  });

  it('keeps to opening hours: no slot at closing time or in a break', () => {
    const split = EVERY_DAY('07:00', '11:00', [{ opens: '12:00', closes: '20:00' }]);
    const slots = laterSlots(ist('2026-11-30T10:00'), ON, hours(split));
    expect(clock(slots)).toEqual(['10:30', '10:45', '12:00']);
  });

  it('stays on the same shop day', () => {
    const late = { ...ON, aheadMinutes: 240 };
    const slots = laterSlots(ist('2026-11-30T22:30'), late, hours(ALL_DAY_SCHEDULE));
    expect(clock(slots)).toEqual(['23:00', '23:15', '23:30', '23:45']);
  });

  it('keeps a shift past midnight on the day it started', () => {
    const night = EVERY_DAY('18:00', '02:00');
    const slots = laterSlots(ist('2026-11-30T23:30'), { ...ON, aheadMinutes: 240 }, hours(night));
    expect(clock(slots)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00', '01:15', '01:30', '01:45']);
  });

  it('offers nothing on a holiday', () => {
    const slots = laterSlots(ist('2026-11-30T10:00'), ON, hours(ALL_DAY_SCHEDULE, [{ date: '2026-11-30' }]));
    expect(slots).toEqual([]);
  });
});

describe('isOfferedSlot', () => {
  it('accepts a slot start only', () => {
    const slots = laterSlots(ist('2026-11-30T10:00'), ON, hours(ALL_DAY_SCHEDULE));
    expect(isOfferedSlot(slots, ist('2026-11-30T11:30'))).toBe(true);
    expect(isOfferedSlot(slots, ist('2026-11-30T11:31'))).toBe(false);
    expect(isOfferedSlot(slots, ist('2026-11-30T10:15'))).toBe(false);
  });
});

describe('releaseAt', () => {
  it('is the slot less the estimate and the margin, never before now', () => {
    const now = ist('2026-11-30T10:00');
    expect(releaseAt(ist('2026-11-30T12:00'), 40, now)).toEqual(ist('2026-11-30T11:15'));
    expect(releaseAt(ist('2026-11-30T10:30'), 40, now)).toEqual(now);
  });
});
