// "Where the minutes go" (docs/product.md#where-the-minutes-go), worked out from the delivered
// orders' moments: each leg's median and 90th percentile for the whole range and for each hour,
// rider and category, the share delivered within the minutes shown, how far the promise was from
// what happened, and the slowest orders. Pure: the rows come from promise.repo.ts.
import {
  LATE_MARGIN_MINUTES,
  type PromiseGroup,
  type PromiseReport,
  type PromiseSegment,
  SLOWEST_ORDERS_LIMIT,
} from '#shared/api/promise.ts';
import { percentile } from '#shared/promise/percentile.ts';
import type { PromiseOrderRow } from './promise.repo.ts';

const MINUTE_MS = 60_000;

/** Minutes to one decimal, as the report shows them. */
export const oneDecimal = (minutes: number) => Math.round(minutes * 10) / 10;

function minutesBetween(from: string | null, to: string | null): number | null {
  if (from === null || to === null) return null;
  return (Date.parse(to) - Date.parse(from)) / MINUTE_MS;
}

/** Each leg of one order in minutes (unrounded); null where the order skipped a step. */
export type OrderLegs = Record<PromiseSegment, number | null> & { total: number };

export function orderLegs(row: PromiseOrderRow): OrderLegs {
  return {
    toAccept: minutesBetween(row.placedAt, row.acceptedAt),
    kitchen: minutesBetween(row.acceptedAt, row.readyAt),
    shelf: minutesBetween(row.readyAt, row.pickedUpAt),
    road: minutesBetween(row.pickedUpAt, row.deliveredAt),
    total: minutesBetween(row.placedAt, row.deliveredAt) ?? 0,
  };
}

/**
 * Within the minutes shown at checkout, judged on the minutes as the report shows them (one
 * decimal): a total shown as "8.0" against 8 promised is on time, whatever the seconds behind it.
 * The mean error and the late share are worked out on the unrounded minutes.
 */
export const isOnTime = (row: PromiseOrderRow, legs: OrderLegs) =>
  oneDecimal(legs.total) <= row.promisedMinutes;

type Measured = { row: PromiseOrderRow; legs: OrderLegs };

function group(orders: readonly Measured[]): PromiseGroup {
  const onTime = orders.filter((o) => isOnTime(o.row, o.legs)).length;
  const spread = (segment: PromiseSegment) => {
    // A leg an order skipped is left out of that leg only.
    const values = orders.map((o) => o.legs[segment]).filter((v): v is number => v !== null);
    const at = (p: number) => {
      const value = percentile(values, p);
      return value === null ? null : oneDecimal(value);
    };
    return { p50: at(50), p90: at(90) };
  };
  return {
    orders: orders.length,
    onTime,
    onTimeShare: orders.length ? onTime / orders.length : null,
    segments: {
      toAccept: spread('toAccept'),
      kitchen: spread('kitchen'),
      shelf: spread('shelf'),
      road: spread('road'),
      total: spread('total'),
    },
  };
}

/** Groups in first-seen order under a key, keeping what names the group. */
function groupBy<K>(orders: readonly Measured[], keysOf: (o: Measured) => { key: string; label: K }[]) {
  const groups = new Map<string, { label: K; orders: Measured[] }>();
  for (const o of orders) {
    for (const { key, label } of keysOf(o)) {
      const existing = groups.get(key);
      if (existing) existing.orders.push(o);
      else groups.set(key, { label, orders: [o] });
    }
  }
  return [...groups.values()];
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en');

export type ReportRange = PromiseReport['range'];

export function buildPromiseReport(rows: readonly PromiseOrderRow[], range: ReportRange): PromiseReport {
  const measured: Measured[] = rows.map((row) => ({ row, legs: orderLegs(row) }));
  const errors = measured.map((o) => o.legs.total - o.row.promisedMinutes);
  const mean = errors.length ? errors.reduce((sum, e) => sum + e, 0) / errors.length : null;

  const byHour = groupBy(measured, ({ row }) => [
    { key: `${row.placedDate} ${row.placedHour}`, label: { date: row.placedDate, hour: row.placedHour } },
  ])
    .map((g) => ({ ...g.label, ...group(g.orders) }))
    .sort((a, b) => byText(a.date, b.date) || a.hour - b.hour);

  const byRider = groupBy(measured, ({ row }) =>
    row.riderId === null
      ? []
      : [{ key: row.riderId, label: { riderId: row.riderId, name: row.riderName ?? '' } }],
  )
    .map((g) => ({ ...g.label, ...group(g.orders) }))
    .sort((a, b) => byText(a.name, b.name) || byText(a.riderId, b.riderId));

  // A category without an id (removed items, items in no category) is told apart by its name.
  const byCategory = groupBy(measured, ({ row }) =>
    row.categories.map((c) => ({ key: c.categoryId ?? `name:${c.name}`, label: c })),
  )
    .map((g) => ({ categoryId: g.label.categoryId, name: g.label.name, ...group(g.orders) }))
    // Real categories by name; the ones without an id after them.
    .sort((a, b) => Number(a.categoryId === null) - Number(b.categoryId === null) || byText(a.name, b.name));

  const slowest = [...measured]
    .sort((a, b) => b.legs.total - a.legs.total || byText(a.row.placedAt, b.row.placedAt))
    .slice(0, SLOWEST_ORDERS_LIMIT)
    .map(({ row, legs }) => ({
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      promisedMinutes: row.promisedMinutes,
      totalMinutes: oneDecimal(legs.total),
      riderName: row.riderName,
      timeline: {
        placedAt: row.placedAt,
        acceptedAt: row.acceptedAt,
        readyAt: row.readyAt,
        pickedUpAt: row.pickedUpAt,
        deliveredAt: row.deliveredAt,
      },
    }));

  return {
    range,
    overall: {
      ...group(measured),
      meanErrorMinutes: mean === null ? null : oneDecimal(mean),
      lateOver5Share: errors.length
        ? errors.filter((e) => e > LATE_MARGIN_MINUTES).length / errors.length
        : null,
    },
    byHour,
    byRider,
    byCategory,
    slowest,
  };
}
