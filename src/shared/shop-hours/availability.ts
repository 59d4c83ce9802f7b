// Whether the shop takes orders at an instant, and what it promises
// (docs/product.md#d17-the-promise-shown-is-one-the-shop-can-keep). Shifts are read on the wall
// clocks of the shop's time zone, whatever zone the server or browser runs in.
import { type TZDate, TZDateMini } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';
import { DELIVERY_MINUTES } from '#shared/constants.ts';
import { MINUTES_PER_DAY, shiftSpan, WEEKDAYS } from './clock-time.ts';
import type { Holiday } from './holiday-rules.ts';
import type { BusyMode } from './hours-schema.ts';
import type { WeeklySchedule } from './schedule-rules.ts';

/** Far enough to find next week's same weekday, and one more day for a holiday in between. */
export const LOOKAHEAD_DAYS = 8;

export type ShopHoursState = {
  schedule: WeeklySchedule;
  holidays: readonly Holiday[];
  timeZone: string;
  /** The settings' pause switch (today's `shopOpen: false`). */
  paused: boolean;
  busy: BusyMode | null;
};

export type ShopState = 'open' | 'closed' | 'paused';

export type ShopAvailability = {
  state: ShopState;
  /** The next opening when closed; null when open, paused, or nothing opens within the look-ahead. */
  opensAt: Date | null;
  /** The end of the open stretch when open; null otherwise, or when it runs past the look-ahead. */
  closesAt: Date | null;
  /**
   * Closed because today (on the shop's calendar) is one of its holidays: the owner's note for it
   * ('Diwali'), or '' when they left none. Absent otherwise.
   */
  holiday?: string;
  /** The delivery promise in minutes: the normal one, plus busy mode's until it ends. */
  promiseMinutes: number;
};

export function promiseMinutesAt(busy: BusyMode | null, now: Date): number {
  const busyNow = busy !== null && Date.parse(busy.until) > now.getTime();
  return DELIVERY_MINUTES + (busyNow ? busy.extraMinutes : 0);
}

type Stretch = { start: number; end: number };
type Decision = Omit<ShopAvailability, 'promiseMinutes'>;

/** 'YYYY-MM-DD' of a zoned date, on its zone's calendar (as holidays are written). */
function dateKey(day: TZDate): string {
  const month = String(day.getMonth() + 1).padStart(2, '0');
  const date = String(day.getDate()).padStart(2, '0');
  return `${day.getFullYear()}-${month}-${date}`;
}

/** The midnights that start the days from yesterday on, each built once and only when needed. */
function midnightsFrom(now: Date, timeZone: string): (index: number) => TZDate {
  const today = startOfDay(new TZDateMini(now.getTime(), timeZone));
  const built: TZDate[] = [];
  return (index) => {
    built[index] ??= addDays(today, index - 1);
    return built[index];
  };
}

/**
 * The instant `minutes` after the midnight of day `index` on the zone's wall clock (daylight
 * saving included). Midnights are reused as they are: building a zoned date is the costly part.
 */
function wallClockInstant(midnight: (index: number) => TZDate, index: number, minutes: number): number {
  const day = midnight(minutes >= MINUTES_PER_DAY ? index + 1 : index);
  const rest = minutes % MINUTES_PER_DAY;
  if (rest === 0) return day.getTime();
  const hours = Math.floor(rest / 60);
  return new TZDateMini(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    hours,
    rest % 60,
    day.timeZone!,
  ).getTime();
}

/** Adds a shift that starts no earlier than any before it, merging shifts that touch or overlap. */
function addShift(stretches: Stretch[], shift: Stretch): void {
  const last = stretches.at(-1);
  if (last && shift.start <= last.end) last.end = Math.max(last.end, shift.end);
  else stretches.push({ ...shift });
}

/**
 * The answer, once no shift still to come can change it: shifts still to come start at `cutoff`
 * or later (after `time`), so they cannot contain `time`, and can only extend a stretch reaching
 * `cutoff`.
 */
function decide(stretches: Stretch[], time: number, cutoff: number): Decision | null {
  const current = stretches.find(({ start, end }) => start <= time && time < end);
  if (current) {
    return current.end < cutoff ? { state: 'open', opensAt: null, closesAt: new Date(current.end) } : null;
  }
  const next = stretches.find(({ start }) => start > time);
  return next ? { state: 'closed', opensAt: new Date(next.start), closesAt: null } : null;
}

/**
 * Walks the days from yesterday (whose shift may run past midnight into today) until the answer is
 * known or the look-ahead ends. A holiday closes the shifts that open on it: an evening shift
 * running past midnight into a holiday keeps its hours after midnight, and one opening on the
 * holiday is closed all through, after midnight included.
 */
function openingHours(hours: ShopHoursState, now: Date): Decision {
  const time = now.getTime();
  const holidays = new Set(hours.holidays.map(({ date }) => date));
  const midnight = midnightsFrom(now, hours.timeZone);
  const stretches: Stretch[] = [];
  // Day 0 is yesterday, then today and the look-ahead.
  for (let index = 0; index <= LOOKAHEAD_DAYS + 1; index += 1) {
    const day = midnight(index);
    if (!holidays.has(dateKey(day))) {
      const spans = hours.schedule[WEEKDAYS[day.getDay()]!].map(shiftSpan).sort((a, b) => a.start - b.start);
      for (const { start, end } of spans) {
        addShift(stretches, {
          start: wallClockInstant(midnight, index, start),
          end: wallClockInstant(midnight, index, end),
        });
      }
    }
    const cutoff = midnight(index + 1).getTime();
    const decided = time < cutoff ? decide(stretches, time, cutoff) : null;
    if (decided) return decided;
  }
  // Open past the look-ahead, or nothing opens within it.
  const open = stretches.some(({ start, end }) => start <= time && time < end);
  return { state: open ? 'open' : 'closed', opensAt: null, closesAt: null };
}

export function shopAvailability(hours: ShopHoursState, now: Date): ShopAvailability {
  const promiseMinutes = promiseMinutesAt(hours.busy, now);
  if (hours.paused) return { state: 'paused', opensAt: null, closesAt: null, promiseMinutes };
  const decided = openingHours(hours, now);
  if (decided.state !== 'closed') return { ...decided, promiseMinutes };
  const today = dateKey(new TZDateMini(now.getTime(), hours.timeZone));
  const holiday = hours.holidays.find(({ date }) => date === today);
  return holiday
    ? { ...decided, promiseMinutes, holiday: holiday.note ?? '' }
    : { ...decided, promiseMinutes };
}
