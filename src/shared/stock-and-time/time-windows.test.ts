import { describe, expect, it } from 'vitest';
import { nextWindowChange, servedAt, timeWindowsSchema, windowStateAt } from './time-windows.ts';

const ZONE = 'Asia/Kolkata';
const EVERY_DAY = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const BREAKFAST = { label: 'Breakfast', days: [...EVERY_DAY], from: '07:00', to: '11:00' };
const LATE = { days: ['friday' as const], from: '22:00', to: '02:00' };
/** 'YYYY-MM-DDTHH:MM' on the shop's clock (IST, +05:30). */
const ist = (local: string) => new Date(`${local}:00+05:30`);

describe('windowStateAt', () => {
  it('is always open without windows', () => {
    expect(windowStateAt([], ist('2026-11-30T03:00'), ZONE)).toEqual({
      open: true,
      opensAt: null,
      closesAt: null,
    });
  });

  it('closes at the window end exactly and says when it opens next', () => {
    expect(windowStateAt([BREAKFAST], ist('2026-11-30T10:59'), ZONE)).toEqual({
      open: true,
      opensAt: null,
      closesAt: ist('2026-11-30T11:00'),
    });
    expect(windowStateAt([BREAKFAST], ist('2026-11-30T11:00'), ZONE)).toEqual({
      open: false,
      opensAt: ist('2026-12-01T07:00'),
      closesAt: null,
    });
  });

  it('runs a window past midnight into the next day, on the day it starts', () => {
    // 2026-11-27 is a Friday: open from 22:00 Friday to 02:00 Saturday, not Saturday night.
    expect(windowStateAt([LATE], ist('2026-11-28T01:30'), ZONE).open).toBe(true);
    expect(windowStateAt([LATE], ist('2026-11-28T02:00'), ZONE)).toEqual({
      open: false,
      opensAt: ist('2026-12-04T22:00'),
      closesAt: null,
    });
    expect(windowStateAt([LATE], ist('2026-11-28T23:00'), ZONE).open).toBe(false);
  });

  it('skips a holiday when saying when it opens next', () => {
    const state = windowStateAt([BREAKFAST], ist('2026-11-30T12:00'), ZONE, [{ date: '2026-12-01' }]);
    expect(state.opensAt).toEqual(ist('2026-12-02T07:00'));
  });
});

describe('servedAt', () => {
  it('needs both the item and its category open, and opens when both first are', () => {
    const evening = { days: [...EVERY_DAY], from: '16:00', to: '20:00' };
    expect(servedAt([BREAKFAST], [], ist('2026-11-30T08:00'), ZONE).open).toBe(true);
    const allDay = { days: [...EVERY_DAY], from: '09:00', to: '18:00' };
    const state = servedAt([BREAKFAST], [allDay], ist('2026-11-30T12:00'), ZONE);
    expect(state).toEqual({ open: false, opensAt: ist('2026-12-01T09:00'), closesAt: null });
    expect(servedAt([BREAKFAST], [allDay], ist('2026-11-30T10:00'), ZONE).closesAt).toEqual(
      ist('2026-11-30T11:00'),
    );
    // Windows that never meet: not available at all, rather than a time that would be wrong.
    expect(servedAt([BREAKFAST], [evening], ist('2026-11-30T12:00'), ZONE).opensAt).toBeNull();
  });
});

describe('nextWindowChange', () => {
  it('is the earliest opening or closing among the states', () => {
    const at = ist('2026-11-30T10:00');
    const evening = { days: [...EVERY_DAY], from: '16:00', to: '20:00' };
    expect(
      nextWindowChange([windowStateAt([BREAKFAST], at, ZONE), windowStateAt([evening], at, ZONE)]),
    ).toEqual(ist('2026-11-30T11:00'));
    expect(nextWindowChange([windowStateAt([], at, ZONE)])).toBeNull();
  });
});

describe('timeWindowsSchema', () => {
  it('refuses in words a window with no days, a bad time or no length, and keeps days in week order', () => {
    const refused = timeWindowsSchema.safeParse([
      { days: [], from: '07:00', to: '11:00' },
      { days: ['monday'], from: '7am', to: '11:00' },
      { days: ['monday'], from: '07:00', to: '07:00' },
    ]);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual([
      'Choose at least one day for each time window',
      'Enter times as HH:MM, e.g. 07:00 or 16:30',
      'A time window must start and end at different times',
    ]);
    const kept = timeWindowsSchema.parse([{ days: ['sunday', 'monday'], from: '16:00', to: '24:00' }]);
    expect(kept[0]!.days).toEqual(['sunday', 'monday']);
  });
});
