// Today's slots for later (docs/product.md#orders-for-later-today): the quarter hours on the shop's
// wall clock from `now` plus the lead (the notice, or the promise plus a margin when longer) up to
// `now` plus "how far ahead", each starting inside an open stretch of the shop's hours on the same
// shop day as now. The storefront lists them and the checkout accepts only one of them, both from
// these functions. Pure: the clock is passed in.
//
// Walking the opening hours costs a zoned-date walk per call, so it is done once for the day
// (`slotDay`, kept by the server until the day ends); listing and checking a slot are then plain
// arithmetic on the day's open stretches.
import { shopDayOf } from '../order-book/shop-day.ts';
import { shopAvailability } from '../shop-hours/availability.ts';
import type { ShopHours } from '../shop-hours/hours-schema.ts';
import { LATER_ORDERS_LIMITS, type LaterOrdersSettings, SLOT_MINUTES } from './later-orders.ts';

const SLOT_MS = SLOT_MINUTES * 60_000;
const MINUTE_MS = 60_000;

/** Minutes the kitchen gets beyond the promise, so a scheduled order is not late by a rounding. */
export const RELEASE_MARGIN_MINUTES = 5;

/**
 * Quarter hours of UTC are quarter hours of every wall clock in use today: every zone's offset is
 * a whole number of quarter hours (India +5:30, Nepal +5:45), so no zone arithmetic is needed.
 */
const nextQuarterHour = (ms: number) => Math.ceil(ms / SLOT_MS) * SLOT_MS;

type Stretch = { start: number; end: number };

/** The shop day of an instant, as far as slots go: its open stretches and the quarter hour it ends at. */
export type SlotDay = {
  /** Open stretches from the instant it was worked out for, on its shop day (end exclusive). */
  open: readonly Stretch[];
  /** The first quarter hour on another shop day: no slot at or after it. */
  end: number;
  /** Until when it answers for a later `now` (the day's last quarter hour may start a new day). */
  validUntil: number;
};

/** Today's open stretches for slots, from `now` as far as any slot can reach. */
export function slotDay(now: Date, hours: Pick<ShopHours, 'schedule' | 'holidays' | 'timeZone'>): SlotDay {
  const today = shopDayOf(now, hours);
  const sameDay = (at: number) => shopDayOf(new Date(at), hours) === today;
  // The shop day moves on once and for all: its first quarter hour on another day, by halving
  // (a handful of clock readings instead of one per quarter hour).
  let low = Math.ceil(now.getTime() / SLOT_MS);
  let high = low + LATER_ORDERS_LIMITS.aheadMinutes.max / SLOT_MINUTES + 1;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (sameDay(middle * SLOT_MS)) low = middle + 1;
    else high = middle;
  }
  const end = low * SLOT_MS;
  const state = { ...hours, paused: false, busy: null };
  const open: Stretch[] = [];
  for (let at = now.getTime(); at < end; ) {
    const availability = shopAvailability(state, new Date(at));
    if (availability.state === 'open') {
      const close = availability.closesAt?.getTime() ?? Number.POSITIVE_INFINITY;
      open.push({ start: at, end: close });
      at = close;
    } else {
      at = availability.opensAt?.getTime() ?? Number.POSITIVE_INFINITY;
    }
  }
  return { open, end, validUntil: end - SLOT_MS };
}

/** The first and last instants a slot may start at for an order promised in `promiseMinutes`. */
function slotRange(now: Date, settings: LaterOrdersSettings, promiseMinutes: number) {
  const lead = Math.max(settings.minNoticeMinutes, promiseMinutes + RELEASE_MARGIN_MINUTES);
  return {
    first: nextQuarterHour(now.getTime() + lead * MINUTE_MS),
    last: now.getTime() + settings.aheadMinutes * MINUTE_MS,
  };
}

const inOpenStretch = (day: SlotDay, at: number) =>
  at < day.end && day.open.some(({ start, end }) => start <= at && at < end);

/**
 * The slots open to an order placed at `now` and promised in `promiseMinutes`, earliest first;
 * none when later orders are off. `day` is `slotDay` of the same shop day.
 */
export function laterSlots(
  now: Date,
  settings: LaterOrdersSettings,
  day: SlotDay,
  promiseMinutes: number,
): Date[] {
  if (!settings.enabled) return [];
  const { first, last } = slotRange(now, settings, promiseMinutes);
  const slots: Date[] = [];
  for (let at = first; at <= last && at < day.end; at += SLOT_MS)
    if (inOpenStretch(day, at)) slots.push(new Date(at));
  return slots;
}

/** Whether `at` is exactly one of `laterSlots` (the same instant, not merely inside one), worked out directly. */
export function isLaterSlot(
  at: Date,
  now: Date,
  settings: LaterOrdersSettings,
  day: SlotDay,
  promiseMinutes: number,
): boolean {
  const time = at.getTime();
  const { first, last } = slotRange(now, settings, promiseMinutes);
  return (
    settings.enabled && time % SLOT_MS === 0 && first <= time && time <= last && inOpenStretch(day, time)
  );
}

/** The earliest a slot may start for an order promised in `promiseMinutes` (it may still be shut). */
export function earliestSlot(now: Date, settings: LaterOrdersSettings, promiseMinutes: number): Date {
  return new Date(slotRange(now, settings, promiseMinutes).first);
}

/**
 * When a scheduled order joins the kitchen's queue: its slot less the minutes promised to an order
 * like it (preparation and the ride), less the margin. A slot is only offered and accepted that far
 * ahead, so this is never before the order was placed.
 */
export function releaseAt(slot: Date, promiseMinutes: number): Date {
  return new Date(slot.getTime() - (promiseMinutes + RELEASE_MARGIN_MINUTES) * MINUTE_MS);
}
