// The shop's wall clock, worked out from UTC offsets. The offsets come from Intl, or from a table
// the server sends with the settings (ZoneOffsets): the storefront then reads its opening hours
// without creating an Intl formatter, whose first creation in a page loads the browser's time-zone
// and locale data, 30-50 ms of one task on a fast machine and four times that on a cheap phone
// (docs/decisions/005-storefront-first-load.md).

const MINUTE_MS = 60_000;

/**
 * A zone's UTC offsets over a stretch of time: `minutes` from each change on, the first change at
 * or before `from`. Outside [from, to) the offsets are asked of Intl.
 */
export type ZoneOffsets = { from: number; to: number; changes: { at: number; minutes: number }[] };

/** A zone by its IANA name, with the server's table of its offsets when there is one. */
export type Zone = string | { timeZone: string; offsets?: ZoneOffsets | undefined };

export const zoneName = (zone: Zone): string => (typeof zone === 'string' ? zone : zone.timeZone);

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The offset from Intl: 'GMT+05:30' read from the 'longOffset' name ('GMT' alone for UTC). */
function intlOffset(timeZone: string, instant: number): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, format);
  }
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(format.format(instant));
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** The zone's UTC offset in minutes at `instant` (330 for India). */
export function offsetAt(zone: Zone, instant: number): number {
  const table = typeof zone === 'string' ? undefined : zone.offsets;
  if (table && instant >= table.from && instant < table.to && table.changes.length > 0) {
    let minutes = table.changes[0]!.minutes;
    for (const change of table.changes) {
      if (change.at > instant) break;
      minutes = change.minutes;
    }
    return minutes;
  }
  return intlOffset(zoneName(zone), instant);
}

/** What the zone's wall clock shows at an instant; month 0-11, weekday 0 (Sunday) to 6. */
export type WallTime = {
  year: number;
  month: number;
  date: number;
  weekday: number;
  hours: number;
  minutes: number;
};

export function wallTime(zone: Zone, instant: number): WallTime {
  const shifted = new Date(instant + offsetAt(zone, instant) * MINUTE_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    date: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
  };
}

/**
 * The instant the zone's wall clock shows `minutes` after the midnight of year-month-date (a date
 * past the month's end rolls over, as Date.UTC does). A wall time skipped when the clocks go
 * forward is taken an hour later, as JavaScript's own dates do.
 */
export function zonedInstant(zone: Zone, year: number, month: number, date: number, minutes: number): number {
  const wall = Date.UTC(year, month, date, 0, minutes);
  const guess = wall - offsetAt(zone, wall) * MINUTE_MS;
  return wall - offsetAt(zone, guess) * MINUTE_MS;
}

/** Calendar days from one wall date to another (0 on the same day, 1 for the next). */
export function calendarDaysBetween(from: WallTime, to: WallTime): number {
  return Math.round(
    (Date.UTC(to.year, to.month, to.date) - Date.UTC(from.year, from.month, from.date)) /
      (24 * 60 * MINUTE_MS),
  );
}
