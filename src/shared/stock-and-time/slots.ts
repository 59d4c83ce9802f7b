// Today's slots for later (docs/product.md#orders-for-later-today): the quarter hours on the shop's
// wall clock from `now` plus the notice up to `now` plus "how far ahead", each starting inside an
// open stretch of the shop's hours on the same shop day as now. The storefront lists them and the
// checkout accepts only one of them, both from this one function. Pure: the clock is passed in.
import { shopDayOf } from '../order-book/shop-day.ts';
import { shopAvailability } from '../shop-hours/availability.ts';
import type { ShopHours } from '../shop-hours/hours-schema.ts';
import { type LaterOrdersSettings, SLOT_MINUTES } from './later-orders.ts';

const SLOT_MS = SLOT_MINUTES * 60_000;
const MINUTE_MS = 60_000;

/**
 * Quarter hours of UTC are quarter hours of every wall clock in use today: every zone's offset is
 * a whole number of quarter hours (India +5:30, Nepal +5:45), so no zone arithmetic is needed.
 */
const nextQuarterHour = (ms: number) => Math.ceil(ms / SLOT_MS) * SLOT_MS;

/** The slots open to an order placed at `now`, earliest first; none when later orders are off. */
export function laterSlots(
  now: Date,
  settings: LaterOrdersSettings,
  hours: Pick<ShopHours, 'schedule' | 'holidays' | 'timeZone'>,
): Date[] {
  if (!settings.enabled) return [];
  const today = shopDayOf(now, hours);
  const first = nextQuarterHour(now.getTime() + settings.minNoticeMinutes * MINUTE_MS);
  const last = now.getTime() + settings.aheadMinutes * MINUTE_MS;
  const state = { ...hours, paused: false, busy: null };
  const slots: Date[] = [];
  for (let at = first; at <= last; at += SLOT_MS) {
    const slot = new Date(at);
    if (shopDayOf(slot, hours) !== today) break;
    if (shopAvailability(state, slot).state === 'open') slots.push(slot);
  }
  return slots;
}

/** Whether `at` is exactly one of the slots (the same instant, not merely inside one). */
export function isOfferedSlot(slots: readonly Date[], at: Date): boolean {
  return slots.some((slot) => slot.getTime() === at.getTime());
}

/** Minutes the kitchen gets beyond the estimate, so a scheduled order is not late by a rounding. */
export const RELEASE_MARGIN_MINUTES = 5;

/**
 * When a scheduled order joins the kitchen's queue: its slot less the minutes the estimate gives
 * an order like it (preparation and the ride), less a small margin; never before `now`.
 */
export function releaseAt(slot: Date, estimateMinutes: number, now: Date): Date {
  const at = slot.getTime() - (estimateMinutes + RELEASE_MARGIN_MINUTES) * MINUTE_MS;
  return new Date(Math.max(at, now.getTime()));
}
