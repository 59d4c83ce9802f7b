// How many orders the slots for later already hold (order_slots, counted by the checkout's own
// statement; decision 037).
import { and, gte, lte } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { orderSlots } from '#server/db/schema.ts';

export function createLaterSlotsRepo(db: Db) {
  return {
    /** Each slot between `from` and `to` (inclusive) that holds any order, with how many. */
    async takenBetween(from: Date, to: Date): Promise<Map<number, number>> {
      const rows = await db
        .select({ at: orderSlots.slotAt, taken: orderSlots.taken })
        .from(orderSlots)
        .where(and(gte(orderSlots.slotAt, from), lte(orderSlots.slotAt, to)));
      return new Map(rows.map((r) => [r.at.getTime(), r.taken]));
    },
  };
}

export type LaterSlotsRepo = ReturnType<typeof createLaterSlotsRepo>;
