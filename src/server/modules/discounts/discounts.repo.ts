import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { discountCodes } from '../../db/schema';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type DiscountCodeValues = Omit<DiscountCodeRow, 'id' | 'usedCount' | 'createdAt' | 'updatedAt'>;

export function createDiscountsRepo(db: Db) {
  return {
    list(): Promise<DiscountCodeRow[]> {
      return db.select().from(discountCodes).orderBy(asc(discountCodes.code));
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
