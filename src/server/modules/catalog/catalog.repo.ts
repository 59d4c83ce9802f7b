import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import {
  itemRatings,
  menuCategories,
  menuItemOptionGroups,
  menuItems,
  optionGroups,
  options,
} from '#server/db/schema.ts';

export type CategoryRow = typeof menuCategories.$inferSelect;
export type ItemWithCategoryRow = typeof menuItems.$inferSelect & { categorySlug: string | null };
export type OptionGroupRow = typeof optionGroups.$inferSelect;
export type OptionRow = typeof options.$inferSelect;
export type ItemGroupLink = { menuItemId: string; groupId: string };
/** An item's verified ratings: their average and how many (docs/product.md#ratings). */
export type ItemRatingStats = { average: number; count: number };

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
     * Active, unarchived items whose category is active (or that have none), ordered by sort
     * order then name. Out-of-stock items are included: the storefront shows them with an overlay.
     */
    async listActiveItems(): Promise<ItemWithCategoryRow[]> {
      const rows = await db
        .select({ item: menuItems, categorySlug: menuCategories.slug })
        .from(menuItems)
        .leftJoin(menuCategories, eq(menuItems.categoryId, menuCategories.id))
        .where(
          and(
            eq(menuItems.isActive, true),
            isNull(menuItems.archivedAt),
            or(isNull(menuItems.categoryId), eq(menuCategories.isActive, true)),
          ),
        )
        .orderBy(asc(menuItems.sortOrder), asc(menuItems.name));
      return rows.map((r) => ({ ...r.item, categorySlug: r.categorySlug }));
    },

    /** Every item's groups in the order its options sheet shows them. */
    listItemGroupLinks(): Promise<ItemGroupLink[]> {
      return db
        .select({ menuItemId: menuItemOptionGroups.menuItemId, groupId: menuItemOptionGroups.groupId })
        .from(menuItemOptionGroups)
        .orderBy(
          asc(menuItemOptionGroups.menuItemId),
          asc(menuItemOptionGroups.sortOrder),
          asc(menuItemOptionGroups.groupId),
        );
    },

    /**
     * Every rated item's average and count, in one grouped read per menu build (never one per
     * item). Hidden comments' stars count: hiding words does not change the score.
     */
    async itemRatingStats(): Promise<Map<string, ItemRatingStats>> {
      const rows = await db
        .select({
          menuItemId: itemRatings.menuItemId,
          average: sql<string>`avg(${itemRatings.stars})`,
          count: sql<number>`count(*)::int`,
        })
        .from(itemRatings)
        .where(isNotNull(itemRatings.menuItemId))
        .groupBy(itemRatings.menuItemId);
      return new Map(
        rows.map((r) => [r.menuItemId as string, { average: Number(r.average), count: Number(r.count) }]),
      );
    },

    /** Every group with its options (unavailable ones too), both in display order. */
    async listOptionGroups(): Promise<(OptionGroupRow & { options: OptionRow[] })[]> {
      const [groups, all] = await Promise.all([
        db.select().from(optionGroups).orderBy(asc(optionGroups.sortOrder), asc(optionGroups.name)),
        db.select().from(options).orderBy(asc(options.sortOrder), asc(options.name)),
      ]);
      const byGroup = new Map<string, OptionRow[]>();
      for (const option of all) {
        const list = byGroup.get(option.groupId);
        if (list) list.push(option);
        else byGroup.set(option.groupId, [option]);
      }
      return groups.map((g) => ({ ...g, options: byGroup.get(g.id) ?? [] }));
    },
  };
}

export type CatalogRepo = ReturnType<typeof createCatalogRepo>;
