import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { menuCategories, menuItems } from '#server/db/schema.ts';

export type CategoryRow = typeof menuCategories.$inferSelect;
export type ItemWithCategoryRow = typeof menuItems.$inferSelect & { categorySlug: string | null };

export function createCatalogRepo(db: Db) {
  return {
    /** Active categories ordered by sort order then name (docs/product.md#menu-search-and-order). */
    listActiveCategories(): Promise<CategoryRow[]> {
      return db
        .select()
        .from(menuCategories)
        .where(eq(menuCategories.isActive, true))
        .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.name));
    },

    /**
     * Active items whose category is active (or that have none), ordered by sort order then
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
        .orderBy(asc(menuItems.sortOrder), asc(menuItems.name));
      return rows.map((r) => ({ ...r.item, categorySlug: r.categorySlug }));
    },
  };
}

export type CatalogRepo = ReturnType<typeof createCatalogRepo>;
