import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { menuCategories, menuItems } from '../../db/schema';

export type CategoryRow = typeof menuCategories.$inferSelect;
export type ItemWithCategoryRow = typeof menuItems.$inferSelect & { categorySlug: string | null };

export function createCatalogRepo(db: Db) {
  return {
    /** Active categories ordered by display order then name (spec section 7). */
    listActiveCategories(): Promise<CategoryRow[]> {
      return db
        .select()
        .from(menuCategories)
        .where(eq(menuCategories.isActive, true))
        .orderBy(asc(menuCategories.displayOrder), asc(menuCategories.name));
    },

    /**
     * Active items whose category is active (or that have none), ordered by display order then
     * name. Out-of-stock items are included: the storefront shows them with an overlay.
     */
    async listActiveItems(): Promise<ItemWithCategoryRow[]> {
      const rows = await db
        .select({ item: menuItems, categorySlug: menuCategories.slug })
        .from(menuItems)
        .leftJoin(menuCategories, eq(menuItems.categoryId, menuCategories.id))
        .where(
          and(
            eq(menuItems.isActive, true),
            or(isNull(menuItems.categoryId), eq(menuCategories.isActive, true)),
          ),
        )
        .orderBy(asc(menuItems.displayOrder), asc(menuItems.name));
      return rows.map((r) => ({ ...r.item, categorySlug: r.categorySlug }));
    },
  };
}

export type CatalogRepo = ReturnType<typeof createCatalogRepo>;
