// The table of a zone's UTC offsets the server sends with the storefront's settings (zone-clock.ts):
// from two days before today (UTC) to twelve after, enough for the hours' look-ahead from any
// moment of a page's life (a copy kept by the service worker included, up to its age). Worked out
// once a day per zone.
import { z } from 'zod';
import { offsetAt, type ZoneOffsets } from './zone-clock.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const DAYS_BEFORE = 2;
const DAYS_AFTER = 12;

export const zoneOffsetsSchema = z.object({
  from: z.number(),
  to: z.number(),
  changes: z.array(z.object({ at: z.number(), minutes: z.number() })),
});

/** The first minute at which the offset is no longer `before`, between `lo` (still it) and `hi` (not). */
function changeMinute(timeZone: string, lo: number, hi: number, before: number): number {
  while (hi - lo > MINUTE_MS) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetAt(timeZone, mid) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** The zone's offsets around `now`, every change found to the minute (changes fall on whole minutes). */
export function computeZoneOffsets(timeZone: string, now: number): ZoneOffsets {
  const from = Math.floor(now / DAY_MS) * DAY_MS - DAYS_BEFORE * DAY_MS;
  const to = from + (DAYS_BEFORE + 1 + DAYS_AFTER) * DAY_MS;
  const changes = [{ at: from, minutes: offsetAt(timeZone, from) }];
  // No zone changes its offset twice within an hour.
  for (let at = from + HOUR_MS; at < to; at += HOUR_MS) {
    const minutes = offsetAt(timeZone, at);
    const last = changes.at(-1)!;
    if (minutes !== last.minutes)
      changes.push({ at: changeMinute(timeZone, at - HOUR_MS, at, last.minutes), minutes });
  }
  return { from, to, changes };
}

const kept = new Map<string, ZoneOffsets>();

/** computeZoneOffsets, kept for the UTC day. */
export function zoneOffsets(timeZone: string, now: number): ZoneOffsets {
  const key = `${timeZone} ${Math.floor(now / DAY_MS)}`;
  let offsets = kept.get(key);
  if (!offsets) {
    offsets = computeZoneOffsets(timeZone, now);
    // One zone in use at a time: yesterday's table goes.
    kept.clear();
    kept.set(key, offsets);
  }
  return offsets;
}
