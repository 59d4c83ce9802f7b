// The server's table of offsets against Intl: the storefront's reading of the hours from the table
// must be the one the server makes with Intl, daylight saving and half-hour zones included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shopAvailability } from './availability.ts';
import { availabilityHeadline, checkoutRefusal } from './availability-text.ts';
import { WEEKDAYS } from './clock-time.ts';
import type { WeeklySchedule } from './schedule-rules.ts';
import { offsetAt, wallTime, zonedInstant } from './zone-clock.ts';
import { computeZoneOffsets } from './zone-offsets.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
// London and New York (an hour), Lord Howe (half an hour), Kolkata and Kathmandu (none, odd offsets).
const ZONES = ['Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Asia/Kathmandu'];

describe('computeZoneOffsets', () => {
  it('finds the minute London went to summer time', () => {
    const table = computeZoneOffsets('Europe/London', Date.parse('2025-03-29T12:00:00Z'));
    expect(table.changes).toEqual([
      { at: Date.parse('2025-03-27T00:00:00Z'), minutes: 0 },
      { at: Date.parse('2025-03-30T01:00:00Z'), minutes: 60 },
    ]);
    expect(table.to - table.from).toBe(15 * DAY_MS);
  });

  it('is one offset for a zone without daylight saving', () => {
    expect(computeZoneOffsets('Asia/Kolkata', Date.parse('2026-11-30T12:00:00Z')).changes).toEqual([
      { at: Date.parse('2026-11-28T00:00:00Z'), minutes: 330 },
    ]);
  });

  it('answers what Intl answers at every instant it covers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        // Around the changes of 2025 and 2026.
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2026, 11, 31) }),
        fc.integer({ min: 0, max: 15 * 24 * 60 - 1 }),
        (zone, now, minutes) => {
          const offsets = computeZoneOffsets(zone, now);
          const at = offsets.from + minutes * MINUTE_MS;
          expect(offsetAt({ timeZone: zone, offsets }, at)).toBe(offsetAt(zone, at));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('offsetAt', () => {
  it('reads the table where it covers the instant, and Intl elsewhere', () => {
    const offsets = {
      from: 1_000,
      to: 2_000,
      changes: [
        { at: 1_000, minutes: 99 },
        { at: 1_500, minutes: 42 },
      ],
    };
    const zone = { timeZone: 'Asia/Kolkata', offsets };
    expect([offsetAt(zone, 1_000), offsetAt(zone, 1_499), offsetAt(zone, 1_500)]).toEqual([99, 99, 42]);
    expect([offsetAt(zone, 999), offsetAt(zone, 2_000)]).toEqual([330, 330]);
  });
});

describe('the wall clock', () => {
  it("takes a time skipped by the clocks going forward an hour later, as JavaScript's dates do", () => {
    // 01:30 on 2025-03-30 did not happen in London: 02:30 BST did.
    expect(new Date(zonedInstant('Europe/London', 2025, 2, 30, 90)).toISOString()).toBe(
      '2025-03-30T01:30:00.000Z',
    );
    expect(wallTime('Europe/London', Date.parse('2025-03-30T01:30:00Z'))).toMatchObject({
      hours: 2,
      minutes: 30,
    });
  });

  it('reads Kathmandu at a quarter to the hour', () => {
    expect(wallTime('Asia/Kathmandu', Date.parse('2026-11-30T00:00:00Z'))).toEqual({
      year: 2026,
      month: 10,
      date: 30,
      weekday: 1,
      hours: 5,
      minutes: 45,
    });
  });
});

// Evening shifts, some past midnight, as a bar or a late chai stall keeps them.
const schedule: fc.Arbitrary<WeeklySchedule> = fc
  .tuple(
    ...WEEKDAYS.map(() =>
      fc.constantFrom(
        [],
        [{ opens: '07:00', closes: '11:00' }],
        [{ opens: '22:00', closes: '03:00' }],
        [{ opens: '01:30', closes: '02:30' }],
      ),
    ),
  )
  .map((days) => Object.fromEntries(WEEKDAYS.map((day, i) => [day, days[i]])) as unknown as WeeklySchedule);

describe('the hours read from the table', () => {
  it('say what the server says with Intl: state, times and words', () => {
    fc.assert(
      fc.property(
        schedule,
        fc.constantFrom(...ZONES),
        fc
          .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2026, 11, 31) })
          .map((t) => t - (t % (15 * MINUTE_MS))),
        (week, timeZone, time) => {
          const now = new Date(time);
          const offsets = computeZoneOffsets(timeZone, time);
          const state = { schedule: week, holidays: [], timeZone, busy: null, paused: false };
          const withIntl = shopAvailability(state, now);
          const withTable = shopAvailability({ ...state, offsets }, now);
          expect(withTable).toEqual(withIntl);
          const zone = { timeZone, offsets };
          expect(availabilityHeadline(withTable, now, zone)).toBe(
            availabilityHeadline(withIntl, now, timeZone),
          );
          expect(checkoutRefusal(withTable, now, zone)).toBe(checkoutRefusal(withIntl, now, timeZone));
        },
      ),
      { numRuns: 400 },
    );
  });
});
