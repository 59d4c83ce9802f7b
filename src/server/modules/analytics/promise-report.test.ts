import { describe, expect, it } from 'vitest';
import { SLOWEST_ORDERS_LIMIT } from '#shared/api/promise.ts';
import type { PromiseOrderRow } from './promise.repo.ts';
import { promiseCsvHeader, promiseCsvRow, shopTime } from './promise-csv.ts';
import { buildPromiseReport, orderLegs } from './promise-report.ts';

const RANGE = { from: '2026-03-01', to: '2026-03-01', days: 1, timeZone: 'Asia/Kolkata' };
const CHAI = { categoryId: 'c-chai', name: 'Chai' };
const SNACKS = { categoryId: 'c-snacks', name: 'Snacks' };

/** Order n, placed at 10:00 in Pune plus n minutes, each later step `legs` minutes after the one before. */
function order(
  n: number,
  legs: [number | null, number | null, number | null, number],
  extra: Partial<PromiseOrderRow> = {},
): PromiseOrderRow {
  const base = Date.parse('2026-03-01T04:30:00Z') + n * 60_000;
  let at = base;
  const step = (minutes: number | null) => {
    if (minutes === null) return null;
    at += minutes * 60_000;
    return new Date(at).toISOString();
  };
  const acceptedAt = step(legs[0]);
  const readyAt = step(legs[1]);
  const pickedUpAt = step(legs[2]);
  const deliveredAt = step(legs[3])!;
  return {
    orderId: `id-${n}`,
    orderNumber: `KCH${n}`,
    promisedMinutes: 8,
    placedAt: new Date(base).toISOString(),
    acceptedAt,
    readyAt,
    pickedUpAt,
    deliveredAt,
    placedDate: '2026-03-01',
    placedHour: 10,
    riderId: 'r1',
    riderName: 'Ravi',
    categories: [CHAI],
    ...extra,
  };
}

describe('where the minutes go', () => {
  const rows = [
    // total 7: on time
    order(1, [1, 3, 1, 2]),
    // total 10: 2 late
    order(2, [2, 4, 1, 3], { categories: [CHAI, SNACKS] }),
    // total 20: 12 late; no rider, no pick-up: shelf and road left out
    order(3, [1, 5, null, 14], { riderId: null, riderName: null, placedHour: 11 }),
    // total 8 exactly: on time; no accepted event: toAccept and kitchen left out
    order(4, [null, 5, 1, 2], { riderId: 'r2', riderName: 'Asha', categories: [SNACKS] }),
  ];
  const report = buildPromiseReport(rows, RANGE);

  it('measures each leg and leaves a skipped step out of that leg only', () => {
    expect(orderLegs(rows[2]!)).toEqual({ toAccept: 1, kitchen: 5, shelf: null, road: null, total: 20 });
    expect(orderLegs(rows[3]!)).toEqual({ toAccept: null, kitchen: null, shelf: 1, road: 2, total: 8 });
  });

  it('gives the overall spread, on-time share, mean error and late share', () => {
    expect(report.overall).toEqual({
      orders: 4,
      onTime: 2,
      onTimeShare: 0.5,
      // (7 - 8 + 10 - 8 + 20 - 8 + 8 - 8) / 4 = 3.25
      meanErrorMinutes: 3.3,
      // Only the 20-minute order is more than 5 minutes late.
      lateOver5Share: 0.25,
      segments: {
        toAccept: { p50: 1, p90: 2 },
        // Kitchen: 3, 4, 5 (order 4 was never accepted by an event).
        kitchen: { p50: 4, p90: 5 },
        // Shelf: orders 1, 2 and 4 (its ready time stands without an accepted one).
        shelf: { p50: 1, p90: 1 },
        road: { p50: 2, p90: 3 },
        total: { p50: 8, p90: 20 },
      },
    });
  });

  it('groups by the shop-clock hour, only hours with orders, in order', () => {
    expect(report.byHour.map((h) => [h.date, h.hour, h.orders, h.onTime])).toEqual([
      ['2026-03-01', 10, 3, 2],
      ['2026-03-01', 11, 1, 0],
    ]);
  });

  it('groups by rider (no rider: not listed) and by category (an order in two counts in both)', () => {
    expect(report.byRider.map((r) => [r.name, r.orders, r.segments.total])).toEqual([
      ['Asha', 1, { p50: 8, p90: 8 }],
      ['Ravi', 2, { p50: 7, p90: 10 }],
    ]);
    expect(report.byCategory.map((c) => [c.name, c.orders, c.onTime])).toEqual([
      ['Chai', 3, 1],
      ['Snacks', 2, 1],
    ]);
  });

  it('lists the slowest first with their timeline, at most the limit', () => {
    expect(report.slowest.map((s) => [s.orderNumber, s.totalMinutes])).toEqual([
      ['KCH3', 20],
      ['KCH2', 10],
      ['KCH4', 8],
      ['KCH1', 7],
    ]);
    expect(report.slowest[0]!.timeline).toEqual({
      placedAt: rows[2]!.placedAt,
      acceptedAt: rows[2]!.acceptedAt,
      readyAt: rows[2]!.readyAt,
      pickedUpAt: null,
      deliveredAt: rows[2]!.deliveredAt,
    });
    const many = Array.from({ length: SLOWEST_ORDERS_LIMIT + 3 }, (_, i) => order(i, [1, 1, 1, i]));
    expect(buildPromiseReport(many, RANGE).slowest).toHaveLength(SLOWEST_ORDERS_LIMIT);
  });

  it('judges on time on the minutes as shown, the mean error and late share on the exact ones', () => {
    // 8.04 minutes shows as 8.0: on time against 8; 8.16 shows as 8.2: late.
    const justIn = order(1, [1, 3, 1, 3.04]);
    const justOut = order(2, [1, 3, 1, 3.16]);
    const r = buildPromiseReport([justIn, justOut], RANGE);
    expect(r.overall).toMatchObject({ orders: 2, onTime: 1, onTimeShare: 0.5, lateOver5Share: 0 });
    // (0.04 + 0.16) / 2.
    expect(r.overall.meanErrorMinutes).toBe(0.1);
    expect(promiseCsvRow(justIn)).toContain(',8.0,8,"yes",');
    expect(promiseCsvRow(justOut)).toContain(',8.2,8,"no",');
    // Late by more than 5 on the exact minutes: 13.04 is, though it shows as 13.0.
    const late = buildPromiseReport([order(3, [1, 3, 1, 8.04])], RANGE);
    expect(late.overall).toMatchObject({ onTime: 0, lateOver5Share: 1 });
  });

  it('has nothing to say about an empty range', () => {
    const empty = buildPromiseReport([], RANGE);
    expect(empty.overall).toMatchObject({
      orders: 0,
      onTimeShare: null,
      meanErrorMinutes: null,
      lateOver5Share: null,
    });
    expect(empty.overall.segments.total).toEqual({ p50: null, p90: null });
    expect([empty.byHour, empty.byRider, empty.byCategory, empty.slowest]).toEqual([[], [], [], []]);
  });

  it('writes CSV lines on the shop clock with inert text', () => {
    expect(shopTime('2026-03-01T18:45:00.000Z')).toBe('2026-03-02 00:15:00');
    expect(promiseCsvHeader()).toMatch(/^"Order number","Placed at \(Asia\/Kolkata\)"/);
    const line = promiseCsvRow({ ...rows[2]!, riderName: '=cmd()', categories: [CHAI, SNACKS] });
    expect(line).toBe(
      '"KCH3","2026-03-01 10:03:00","2026-03-01 10:04:00","2026-03-01 10:09:00","","2026-03-01 10:23:00",' +
        '1.0,5.0,,,20.0,8,"no","\'=cmd()","Chai; Snacks"\r\n',
    );
  });
});
