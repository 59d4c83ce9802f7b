// The slots the storefront's checkout offers (docs/product.md#orders-for-later-today): the shared
// rule (slot-rule.ts) on the shop's hours, its promise now and the owner's settings, from memory,
// with one read of how full they are. The checkout accepts only a slot this same rule offers, and
// the database refuses a full one whatever this answered.
import type { LaterSlotsResponse } from '#shared/api/later-orders.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import type { LaterSlotsRepo } from './later-slots.repo.ts';
import { createSlotRule } from './slot-rule.ts';

export function createLaterSlotsService(deps: {
  repo: LaterSlotsRepo;
  settingsNow: () => Promise<PublicSettings>;
  now: () => Date;
}) {
  const rule = createSlotRule();
  return {
    async slotsNow(): Promise<LaterSlotsResponse> {
      const settings = await deps.settingsNow();
      const { laterOrders } = settings;
      // A paused shop takes no order, for now or later.
      if (!laterOrders.enabled || !settings.shopOpen) return { enabled: laterOrders.enabled, slots: [] };
      const slots = rule.offered(settings, deps.now());
      const first = slots[0]?.at;
      const last = slots.at(-1)?.at;
      const taken = first && last ? await deps.repo.takenBetween(first, last) : new Map<number, number>();
      return {
        enabled: true,
        slots: slots.map(({ at, time }) => ({
          at: at.toISOString(),
          time,
          full: (taken.get(at.getTime()) ?? 0) >= laterOrders.perSlot,
        })),
      };
    },
  };
}

export type LaterSlotsService = ReturnType<typeof createLaterSlotsService>;
