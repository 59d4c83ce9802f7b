import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { ordersPlacedBy } from '#server/db/orders-placed.ts';
import { discountCodes, orders } from '#server/db/schema.ts';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type DiscountCodeValues = Omit<DiscountCodeRow, 'id' | 'usedCount' | 'createdAt' | 'updatedAt'>;

export function createDiscountsRepo(db: Db) {
  return {
    list(): Promise<DiscountCodeRow[]> {
      return db.select().from(discountCodes).orderBy(asc(discountCodes.code));
    },

    /** Active first-order codes with no cap on their total uses, newest first. */
    openFirstOrderCodes(): Promise<DiscountCodeRow[]> {
      return db
        .select()
        .from(discountCodes)
        .where(
          and(
            eq(discountCodes.isActive, true),
            eq(discountCodes.firstOrderOnly, true),
            isNull(discountCodes.maxUses),
          ),
        )
        .orderBy(desc(discountCodes.createdAt), asc(discountCodes.code));
    },

    /** The customer's placed orders (what "first order" counts: db/orders-placed.ts). */
    async ordersPlacedBy(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(orders).where(ordersPlacedBy(userId));
      return row?.n ?? 0;
    },

    async byId(id: string): Promise<DiscountCodeRow | undefined> {
      const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
      return row;
    },

    async insert(id: string, values: DiscountCodeValues): Promise<DiscountCodeRow> {
      const [row] = await db
        .insert(discountCodes)
        .values({ id, ...values })
        .returning();
      return row!;
    },

    async update(id: string, values: DiscountCodeValues): Promise<DiscountCodeRow | undefined> {
      const [row] = await db
        .update(discountCodes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(discountCodes.id, id))
        .returning();
      return row;
    },

    /**
     * Deletes the code only if no order has used it, decided by the delete itself: an order that
     * commits between a check and the delete would otherwise lose its redemption (it cascades).
     * An order counts its use under the code's row lock, so the delete waits for it and then
     * finds used_count above 0.
     */
    async removeUnused(id: string): Promise<boolean> {
      const rows = await db
        .delete(discountCodes)
        .where(and(eq(discountCodes.id, id), eq(discountCodes.usedCount, 0)))
        .returning({ id: discountCodes.id });
      return rows.length > 0;
    },
  };
}

export type DiscountsRepo = ReturnType<typeof createDiscountsRepo>;
