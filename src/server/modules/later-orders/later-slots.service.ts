// The slots the storefront's checkout offers (docs/product.md#orders-for-later-today): the shared
// rule (shared/stock-and-time/slots.ts) on the shop's hours and the owner's settings, from memory,
// with one read of how full they are. The checkout accepts only a slot this same rule offers, and
// the database refuses a full one whatever this answered.
import type { LaterSlotsResponse } from '#shared/api/later-orders.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import { shopClockTime } from '#shared/shop-hours/shop-clock-time.ts';
import { laterSlots } from '#shared/stock-and-time/slots.ts';
import type { LaterSlotsRepo } from './later-slots.repo.ts';

export function createLaterSlotsService(deps: {
  repo: LaterSlotsRepo;
  settingsNow: () => Promise<PublicSettings>;
  now: () => Date;
}) {
  return {
    async slotsNow(): Promise<LaterSlotsResponse> {
      const settings = await deps.settingsNow();
      const { laterOrders, hours } = settings;
      // A paused shop takes no order, for now or later.
      if (!laterOrders.enabled || !settings.shopOpen) return { enabled: laterOrders.enabled, slots: [] };
      const slots = laterSlots(deps.now(), laterOrders, hours);
      const first = slots[0];
      const last = slots.at(-1);
      const taken = first && last ? await deps.repo.takenBetween(first, last) : new Map<number, number>();
      return {
        enabled: true,
        slots: slots.map((at) => ({
          at: at.toISOString(),
          time: shopClockTime(at, hours.timeZone),
          full: (taken.get(at.getTime()) ?? 0) >= laterOrders.perSlot,
        })),
      };
    },
  };
}

export type LaterSlotsService = ReturnType<typeof createLaterSlotsService>;
