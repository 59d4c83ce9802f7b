// Whether the shop takes orders at an instant, and what it promises
// (docs/product.md#d17-the-promise-shown-is-one-the-shop-can-keep). Shifts are read on the wall
// clocks of the shop's time zone, whatever zone the server or browser runs in.
import { DELIVERY_MINUTES } from '#shared/constants.ts';
import { MINUTES_PER_DAY, shiftSpan, WEEKDAYS } from './clock-time.ts';
import type { Holiday } from './holiday-rules.ts';
import type { BusyMode } from './hours-schema.ts';
import type { WeeklySchedule } from './schedule-rules.ts';
import { wallTime, type Zone, type ZoneOffsets, zonedInstant } from './zone-clock.ts';

/** Far enough to find next week's same weekday, and one more day for a holiday in between. */
export const LOOKAHEAD_DAYS = 8;

export type ShopHoursState = {
  schedule: WeeklySchedule;
  holidays: readonly Holiday[];
  timeZone: string;
  /** The server's table of the zone's offsets (the storefront's settings carry one): no Intl needed. */
  offsets?: ZoneOffsets | undefined;
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

/** A day on the zone's calendar: its date, weekday and the instant it starts. */
type Day = { key: string; weekday: number; year: number; month: number; date: number; start: number };

const pad = (n: number) => String(n).padStart(2, '0');

/** The day year-month-date (rolled over past a month's end) on the zone's calendar. */
function dayOf(zone: Zone, year: number, month: number, date: number): Day {
  const calendar = new Date(Date.UTC(year, month, date));
  const [y, m, d] = [calendar.getUTCFullYear(), calendar.getUTCMonth(), calendar.getUTCDate()];
  return {
    // 'YYYY-MM-DD', as holidays are written.
    key: `${y}-${pad(m + 1)}-${pad(d)}`,
    weekday: calendar.getUTCDay(),
    year: y,
    month: m,
    date: d,
    start: zonedInstant(zone, y, m, d, 0),
  };
}

/** The days from yesterday on, each worked out once and only when needed. */
function daysFrom(now: Date, zone: Zone): (index: number) => Day {
  const today = wallTime(zone, now.getTime());
  const built: Day[] = [];
  return (index) => {
    built[index] ??= dayOf(zone, today.year, today.month, today.date + index - 1);
    return built[index];
  };
}

/** The instant `minutes` after the midnight of day `index` on the zone's wall clock (daylight saving included). */
function wallClockInstant(zone: Zone, days: (index: number) => Day, index: number, minutes: number): number {
  const day = days(minutes >= MINUTES_PER_DAY ? index + 1 : index);
  const rest = minutes % MINUTES_PER_DAY;
  return rest === 0 ? day.start : zonedInstant(zone, day.year, day.month, day.date, rest);
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
const zoneOf = ({ timeZone, offsets }: ShopHoursState): Zone => ({ timeZone, offsets });

function openingHours(hours: ShopHoursState, now: Date): Decision {
  const time = now.getTime();
  const holidays = new Set(hours.holidays.map(({ date }) => date));
  const zone = zoneOf(hours);
  const days = daysFrom(now, zone);
  const stretches: Stretch[] = [];
  // Day 0 is yesterday, then today and the look-ahead.
  for (let index = 0; index <= LOOKAHEAD_DAYS + 1; index += 1) {
    const day = days(index);
    if (!holidays.has(day.key)) {
      const spans = hours.schedule[WEEKDAYS[day.weekday]!].map(shiftSpan).sort((a, b) => a.start - b.start);
      for (const { start, end } of spans) {
        addShift(stretches, {
          start: wallClockInstant(zone, days, index, start),
          end: wallClockInstant(zone, days, index, end),
        });
      }
    }
    const cutoff = days(index + 1).start;
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
  const today = daysFrom(now, zoneOf(hours))(1).key;
  const holiday = hours.holidays.find(({ date }) => date === today);
  return holiday
    ? { ...decided, promiseMinutes, holiday: holiday.note ?? '' }
    : { ...decided, promiseMinutes };
}
