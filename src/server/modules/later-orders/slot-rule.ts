// The one rule that offers and accepts slots for later (shared/stock-and-time/slots.ts), with what
// it costs kept: the day's open stretches once per shop day and settings, and the list of slots
// once per quarter hour (a list changes only when its first or last slot does). Settings are one
// object per save (the settings cache), so a new object means hours or later-orders settings may
// have changed, and both are worked out again.
import type { PublicSettings } from '#shared/api/settings.ts';
import { promiseMinutesAt } from '#shared/shop-hours/availability.ts';
import { shopClockTime } from '#shared/shop-hours/shop-clock-time.ts';
import { isLaterSlot, laterSlots, type SlotDay, slotDay } from '#shared/stock-and-time/slots.ts';

export type ListedSlot = { at: Date; time: string };

/**
 * The minutes the shop promises an order now, before it knows the order: the normal promise with
 * staff's busy minutes and the automatic switch's, as checkout adds them. The list offers slots
 * this far ahead; the checkout accepts no earlier slot, nor one earlier than its own order's promise.
 */
export function shopPromiseMinutes(settings: PublicSettings, now: Date): number {
  return promiseMinutesAt(settings.hours.busy, now) + (settings.protect?.busyExtraMinutes ?? 0);
}

export function createSlotRule() {
  let day: { settings: PublicSettings; day: SlotDay } | undefined;
  let list: { settings: PublicSettings; key: string; slots: ListedSlot[] } | undefined;

  function dayOf(settings: PublicSettings, now: Date): SlotDay {
    if (day?.settings !== settings || now.getTime() >= day.day.validUntil)
      day = { settings, day: slotDay(now, settings.hours) };
    return day.day;
  }

  return {
    /** Today's slots for an order placed at `now`, each with its time on the shop's clock. */
    offered(settings: PublicSettings, now: Date): ListedSlot[] {
      const slots = laterSlots(
        now,
        settings.laterOrders,
        dayOf(settings, now),
        shopPromiseMinutes(settings, now),
      );
      const key = `${slots[0]?.getTime()}-${slots.at(-1)?.getTime()}`;
      if (list?.settings !== settings || list.key !== key) {
        const { timeZone } = settings.hours;
        list = { settings, key, slots: slots.map((at) => ({ at, time: shopClockTime(at, timeZone) })) };
      }
      return list.slots;
    },

    /** Whether the checkout takes `at` for an order promised in `promiseMinutes` (never less than the shop's). */
    accepts(settings: PublicSettings, now: Date, at: Date, promiseMinutes: number): boolean {
      const minutes = Math.max(promiseMinutes, shopPromiseMinutes(settings, now));
      return isLaterSlot(at, now, settings.laterOrders, dayOf(settings, now), minutes);
    },
  };
}

export type SlotRule = ReturnType<typeof createSlotRule>;
