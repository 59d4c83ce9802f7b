import { asc, eq } from 'drizzle-orm';
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

    async remove(id: string): Promise<void> {
      await db.delete(discountCodes).where(eq(discountCodes.id, id));
    },
  };
}

export type DiscountsRepo = ReturnType<typeof createDiscountsRepo>;
