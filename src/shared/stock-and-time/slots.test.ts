import { describe, expect, it } from 'vitest';
import { ALL_DAY_SCHEDULE } from '../shop-hours/default-hours.ts';
import type { WeeklySchedule } from '../shop-hours/schedule-rules.ts';
import { DEFAULT_LATER_ORDERS, type LaterOrdersSettings } from './later-orders.ts';
import { isLaterSlot, laterSlots, releaseAt, slotDay } from './slots.ts';

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
type Hours = ReturnType<typeof hours>;
/** The normal promise (8 minutes): its lead with the margin is under the 30 minutes' notice. */
const NORMAL = 8;
const slotsAt = (now: Date, settings: LaterOrdersSettings, shop: Hours, promise = NORMAL) =>
  laterSlots(now, settings, slotDay(now, shop), promise);
/** The slots as shop-clock 'HH:MM'. */
const clock = (slots: Date[]) =>
  slots.map((s) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' }).format(s),
  );

describe('laterSlots', () => {
  it('offers none while later orders are off', () => {
    expect(slotsAt(ist('2026-11-30T10:00'), DEFAULT_LATER_ORDERS, hours(ALL_DAY_SCHEDULE))).toEqual([]);
  });

  it('starts at the first quarter hour after the notice and stops at how far ahead', () => {
    const slots = slotsAt(ist('2026-11-30T10:07'), ON, hours(ALL_DAY_SCHEDULE));
    // 10:07 + 30 = 10:37 -> 10:45; 10:07 + 120 = 12:07 -> last 12:00.
    expect(clock(slots)).toEqual(['10:45', '11:00', '11:15', '11:30', '11:45', '12:00']);
  });

  it('takes a quarter hour exactly at the notice', () => {
    expect(clock(slotsAt(ist('2026-11-30T10:00'), ON, hours(ALL_DAY_SCHEDULE)))[0]).toBe('10:30');
  });

  it('keeps to opening hours: no slot at closing time or in a break', () => {
    const split = EVERY_DAY('07:00', '11:00', [{ opens: '12:00', closes: '20:00' }]);
    const slots = slotsAt(ist('2026-11-30T10:00'), ON, hours(split));
    expect(clock(slots)).toEqual(['10:30', '10:45', '12:00']);
  });

  it('stays on the same shop day', () => {
    const late = { ...ON, aheadMinutes: 240 };
    const slots = slotsAt(ist('2026-11-30T22:30'), late, hours(ALL_DAY_SCHEDULE));
    expect(clock(slots)).toEqual(['23:00', '23:15', '23:30', '23:45']);
  });

  it('keeps a shift past midnight on the day it started', () => {
    const night = EVERY_DAY('18:00', '02:00');
    const slots = slotsAt(ist('2026-11-30T23:30'), { ...ON, aheadMinutes: 240 }, hours(night));
    expect(clock(slots)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00', '01:15', '01:30', '01:45']);
  });

  it('offers nothing on a holiday', () => {
    const slots = slotsAt(ist('2026-11-30T10:00'), ON, hours(ALL_DAY_SCHEDULE, [{ date: '2026-11-30' }]));
    expect(slots).toEqual([]);
  });
});

describe('laterSlots and the promise', () => {
  it('starts no sooner than the promise plus the margin when that is longer than the notice', () => {
    // Busy mode: 8 + 30 minutes promised, + 5 margin = 10:43 -> 10:45, not 10:30.
    expect(clock(slotsAt(ist('2026-11-30T10:00'), ON, hours(ALL_DAY_SCHEDULE), 38))[0]).toBe('10:45');
    // Exactly on a quarter hour: 10:00 + 40 + 5 = 10:45.
    expect(clock(slotsAt(ist('2026-11-30T10:00'), ON, hours(ALL_DAY_SCHEDULE), 40))[0]).toBe('10:45');
    expect(clock(slotsAt(ist('2026-11-30T10:00'), ON, hours(ALL_DAY_SCHEDULE), 41))[0]).toBe('11:00');
  });
});

describe('isLaterSlot', () => {
  const split = hours(EVERY_DAY('07:00', '11:00', [{ opens: '12:00', closes: '20:00' }]));
  const night = hours(EVERY_DAY('18:00', '02:00'));
  const cases = [
    { now: '2026-11-30T10:07', shop: hours(ALL_DAY_SCHEDULE), promise: NORMAL },
    { now: '2026-11-30T10:00', shop: split, promise: NORMAL },
    { now: '2026-11-30T10:00', shop: split, promise: 38 },
    { now: '2026-11-30T22:30', shop: hours(ALL_DAY_SCHEDULE), promise: NORMAL },
    { now: '2026-11-30T23:30', shop: night, promise: 50 },
    { now: '2026-11-30T10:00', shop: hours(ALL_DAY_SCHEDULE, [{ date: '2026-11-30' }]), promise: NORMAL },
  ];

  it('accepts exactly the slots listed, checking the one time directly', () => {
    const settings = { ...ON, aheadMinutes: 300 };
    for (const { now, shop, promise } of cases) {
      const at = ist(now);
      const day = slotDay(at, shop);
      const listed = new Set(laterSlots(at, settings, day, promise).map((slot) => slot.getTime()));
      // Every minute of the next six hours: only a listed quarter hour is accepted.
      for (let minute = 0; minute <= 360; minute += 1) {
        const time = at.getTime() + minute * 60_000;
        expect(isLaterSlot(new Date(time), at, settings, day, promise), `${now} +${minute}`).toBe(
          listed.has(time),
        );
      }
    }
  });

  it('answers a later now from the day worked out earlier as from a fresh one', () => {
    const shop = hours(EVERY_DAY('07:00', '11:00', [{ opens: '12:00', closes: '20:00' }]));
    const early = slotDay(ist('2026-11-30T07:05'), shop);
    const later = ist('2026-11-30T10:20');
    expect(laterSlots(later, ON, early, NORMAL)).toEqual(laterSlots(later, ON, slotDay(later, shop), NORMAL));
  });

  it('refuses any time while later orders are off', () => {
    const at = ist('2026-11-30T10:00');
    const day = slotDay(at, hours(ALL_DAY_SCHEDULE));
    expect(isLaterSlot(ist('2026-11-30T11:00'), at, DEFAULT_LATER_ORDERS, day, NORMAL)).toBe(false);
  });
});

describe('releaseAt', () => {
  it('is the slot less the promise and the margin', () => {
    expect(releaseAt(ist('2026-11-30T12:00'), 40)).toEqual(ist('2026-11-30T11:15'));
  });
});
