// Menus by time of day (docs/product.md#menus-by-time-of-day): an item or a category may be served
// only in time windows per weekday ('Breakfast': Mon-Sun 07:00-11:00), on the shop's wall clock.
// No windows means whenever the shop is open. A window that ends at or before its start runs past
// midnight and belongs to the day it starts (like a shift, shop-hours/clock-time.ts). The answer
// reuses the opening-hours walk (shop-hours/availability.ts): the windows are read as a weekly
// schedule of their own, and the shop's holidays close them too, so "next available" never points
// at a day the shop is shut.
import { z } from 'zod';
import { shopAvailability } from '#shared/shop-hours/availability.ts';
import {
  isClosingTime,
  isOpeningTime,
  minutesOfDay,
  type Shift,
  WEEKDAYS,
  type Weekday,
} from '#shared/shop-hours/clock-time.ts';
import type { Holiday } from '#shared/shop-hours/holiday-rules.ts';
import type { WeeklySchedule } from '#shared/shop-hours/schedule-rules.ts';

import { MAX_TIME_WINDOWS, MAX_WINDOW_LABEL } from './time-window-limits.ts';

export { MAX_TIME_WINDOWS, MAX_WINDOW_LABEL };

export const TIME_WINDOW_MESSAGES = {
  days: 'Choose at least one day for each time window',
  time: 'Enter times as HH:MM, e.g. 07:00 or 16:30',
  sameTimes: 'A time window must start and end at different times',
  tooMany: `At most ${MAX_TIME_WINDOWS} time windows`,
  label: `Window name must be at most ${MAX_WINDOW_LABEL} characters`,
  /** Storefront: an item outside its windows ('Available from 4:00 PM', 'Available Mon 7:00 AM'). */
  availableFrom: 'Available from {time}',
  availableOn: 'Available {day} {time}',
  /** Checkout refusal for an item ordered outside its windows (the server's words). */
  notNow: '{name} is not served now. It is available from {time}.',
  notToday: '{name} is not served now.',
} as const;

export const timeWindowSchema = z
  .object({
    /** 'Breakfast', shown to staff; optional. */
    label: z.string().trim().max(MAX_WINDOW_LABEL, TIME_WINDOW_MESSAGES.label).optional(),
    days: z
      .array(z.enum(WEEKDAYS))
      .min(1, TIME_WINDOW_MESSAGES.days)
      .transform((days) => WEEKDAYS.filter((day) => days.includes(day))),
    from: z.string().refine(isOpeningTime, TIME_WINDOW_MESSAGES.time),
    to: z.string().refine(isClosingTime, TIME_WINDOW_MESSAGES.time),
  })
  .refine(
    (w) => !isOpeningTime(w.from) || !isClosingTime(w.to) || minutesOfDay(w.from) !== minutesOfDay(w.to),
    { message: TIME_WINDOW_MESSAGES.sameTimes, path: ['to'] },
  );

export const timeWindowsSchema = z
  .array(timeWindowSchema)
  .max(MAX_TIME_WINDOWS, TIME_WINDOW_MESSAGES.tooMany);

export type TimeWindow = z.infer<typeof timeWindowSchema>;

export type WindowState = {
  /** Whether `at` falls in one of the windows (true when there are none). */
  open: boolean;
  /** When closed: the next window's start (holidays skipped), or null if none within 8 days. */
  opensAt: Date | null;
  /** When open: the end of the current window, or null (no windows, or it runs past the look-ahead). */
  closesAt: Date | null;
};

const ALWAYS: WindowState = { open: true, opensAt: null, closesAt: null };

/** The windows as a weekly schedule: each weekday's windows are its shifts. */
export function windowsAsSchedule(windows: readonly TimeWindow[]): WeeklySchedule {
  const schedule = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as Shift[]])) as Record<
    Weekday,
    Shift[]
  >;
  for (const { days, from, to } of windows)
    for (const day of days) schedule[day].push({ opens: from, closes: to });
  return schedule;
}

/** Whether the windows are open at `at` on the shop's clock in `timeZone`, and when that changes. */
export function windowStateAt(
  windows: readonly TimeWindow[],
  at: Date,
  timeZone: string,
  holidays: readonly Holiday[] = [],
): WindowState {
  if (windows.length === 0) return ALWAYS;
  const state = shopAvailability(
    { schedule: windowsAsSchedule(windows), holidays, timeZone, paused: false, busy: null },
    at,
  );
  return { open: state.state === 'open', opensAt: state.opensAt, closesAt: state.closesAt };
}

/** How many times servedAt looks for a moment both are open before saying there is none. */
const COMMON_OPENING_STEPS = 16;

/**
 * An item is served at `at` when its own windows and its category's are both open. When not,
 * opensAt is the first moment both are (found by stepping to the later of the two next
 * openings), or null when there is none within the look-ahead: an item whose windows never meet
 * its category's is simply not available.
 */
export function servedAt(
  itemWindows: readonly TimeWindow[],
  categoryWindows: readonly TimeWindow[],
  at: Date,
  timeZone: string,
  holidays: readonly Holiday[] = [],
): WindowState {
  const both = (moment: Date) => [
    windowStateAt(itemWindows, moment, timeZone, holidays),
    windowStateAt(categoryWindows, moment, timeZone, holidays),
  ];
  const now = both(at);
  if (now.every((s) => s.open)) {
    const ends = now.map((s) => s.closesAt).filter((d): d is Date => d !== null);
    return {
      open: true,
      opensAt: null,
      closesAt: ends.length ? new Date(Math.min(...ends.map(Number))) : null,
    };
  }
  let states = now;
  for (let step = 0; step < COMMON_OPENING_STEPS; step += 1) {
    const starts = states.filter((s) => !s.open).map((s) => s.opensAt);
    if (starts.includes(null)) break;
    const candidate = new Date(Math.max(...starts.map(Number)));
    states = both(candidate);
    if (states.every((s) => s.open)) return { open: false, opensAt: candidate, closesAt: null };
  }
  return { open: false, opensAt: null, closesAt: null };
}

/** The earliest instant after `at` when any of these states changes: when the menu must be rebuilt. */
export function nextWindowChange(states: Iterable<WindowState>): Date | null {
  let next: number | null = null;
  for (const { open, opensAt, closesAt } of states) {
    const at = open ? closesAt : opensAt;
    if (at && (next === null || at.getTime() < next)) next = at.getTime();
  }
  return next === null ? null : new Date(next);
}
