import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { menuCategories, menuItems } from '#server/db/schema.ts';

/**
 * The dashboard's four counters (docs/product.md#menu-admin): Total Items, Active Items, Featured
 * Items, Categories.
 */
export function createAdminStatsRepo(db: Db) {
  return {
    async counts() {
      // Archived (deleted) items are not counted.
      const live = isNull(menuItems.archivedAt);
      const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
      const [totalItems, activeItems, featuredItems, categories] = await Promise.all([
        n(db.select({ n: count() }).from(menuItems).where(live)),
        n(
          db
            .select({ n: count() })
            .from(menuItems)
            .where(and(live, eq(menuItems.isActive, true))),
        ),
        n(
          db
            .select({ n: count() })
            .from(menuItems)
            .where(and(live, eq(menuItems.isFeatured, true))),
        ),
        n(db.select({ n: count() }).from(menuCategories).where(eq(menuCategories.isActive, true))),
      ]);
      return { totalItems, activeItems, featuredItems, categories };
    },
  };
}

export type AdminStatsRepo = ReturnType<typeof createAdminStatsRepo>;
