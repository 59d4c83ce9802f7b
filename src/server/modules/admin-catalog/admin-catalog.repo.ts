// Menu items and categories as the admin dashboard reads and writes them (every row, inactive too).
import { and, asc, count, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { menuCategories, menuItemOptionGroups, menuItems } from '#server/db/schema.ts';

export type ItemRow = typeof menuItems.$inferSelect;
export type ItemWithCategory = ItemRow & {
  categoryName: string | null;
  /** The item's option groups in display order. */
  optionGroupIds: string[];
};
export type CategoryRow = typeof menuCategories.$inferSelect;
/** Counts of the category's items that are not archived (archived ones do not hold it). */
export type CategoryWithCounts = CategoryRow & { itemCount: number; inactiveItemCount: number };
export type ItemValues = Omit<typeof menuItems.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type CategoryValues = Omit<typeof menuCategories.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Carries the blocking counts out of db.transaction, which rolls back when its callback throws. */
class CategoryInUse extends Error {
  constructor(
    readonly total: number,
    readonly inactive: number,
  ) {
    super('category in use');
  }
}

const itemWithCategory = { item: menuItems, categoryName: menuCategories.name };

export function createAdminCatalogRepo(db: Db) {
  /** The groups of the given items (every item's when `itemId` is absent), each item's in display order. */
  async function groupIdsByItem(itemId?: string): Promise<Map<string, string[]>> {
    const links = await db
      .select({ menuItemId: menuItemOptionGroups.menuItemId, groupId: menuItemOptionGroups.groupId })
      .from(menuItemOptionGroups)
      .where(itemId ? eq(menuItemOptionGroups.menuItemId, itemId) : undefined)
      .orderBy(asc(menuItemOptionGroups.sortOrder), asc(menuItemOptionGroups.groupId));
    const byItem = new Map<string, string[]>();
    for (const { menuItemId, groupId } of links) {
      const list = byItem.get(menuItemId);
      if (list) list.push(groupId);
      else byItem.set(menuItemId, [groupId]);
    }
    return byItem;
  }

  async function itemById(id: string): Promise<ItemWithCategory | undefined> {
    const [row] = await db
      .select(itemWithCategory)
      .from(menuItems)
      .leftJoin(menuCategories, eq(menuItems.categoryId, menuCategories.id))
      .where(eq(menuItems.id, id));
    if (!row) return undefined;
    const groups = await groupIdsByItem(id);
    return { ...row.item, categoryName: row.categoryName, optionGroupIds: groups.get(id) ?? [] };
  }

  const itemCounts = db
    .select({
      categoryId: menuItems.categoryId,
      total: count().as('total'),
      inactive: sql<number>`count(*) filter (where not ${menuItems.isActive})`.mapWith(Number).as('inactive'),
    })
    .from(menuItems)
    .where(isNull(menuItems.archivedAt))
    .groupBy(menuItems.categoryId)
    .as('item_counts');

  async function categoriesWithCounts(id?: string): Promise<CategoryWithCounts[]> {
    const rows = await db
      .select({ category: menuCategories, total: itemCounts.total, inactive: itemCounts.inactive })
      .from(menuCategories)
      .leftJoin(itemCounts, eq(itemCounts.categoryId, menuCategories.id))
      .where(id ? eq(menuCategories.id, id) : undefined)
      .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.name));
    return rows.map((r) => ({
      ...r.category,
      itemCount: Number(r.total ?? 0),
      inactiveItemCount: Number(r.inactive ?? 0),
    }));
  }

  return {
    itemById,

    async listItems(): Promise<ItemWithCategory[]> {
      const rows = await db
        .select(itemWithCategory)
        .from(menuItems)
        .leftJoin(menuCategories, eq(menuItems.categoryId, menuCategories.id))
        .orderBy(asc(menuItems.sortOrder), asc(menuItems.name));
      // One query for every item's groups, not one per item.
      const groups = await groupIdsByItem();
      return rows.map((r) => ({
        ...r.item,
        categoryName: r.categoryName,
        optionGroupIds: groups.get(r.item.id) ?? [],
      }));
    },

    /** Item slugs equal to `base` or `base-<n>`, for picking the next free one. */
    async itemSlugsLike(base: string, exceptId?: string): Promise<string[]> {
      const rows = await db
        .select({ slug: menuItems.slug })
        .from(menuItems)
        .where(
          and(
            or(eq(menuItems.slug, base), sql`${menuItems.slug} ~ ${`^${base}-[0-9]+$`}`),
            exceptId ? ne(menuItems.id, exceptId) : undefined,
          ),
        );
      return rows.map((r) => r.slug);
    },

    async categorySlugsLike(base: string): Promise<string[]> {
      const rows = await db
        .select({ slug: menuCategories.slug })
        .from(menuCategories)
        .where(or(eq(menuCategories.slug, base), sql`${menuCategories.slug} ~ ${`^${base}-[0-9]+$`}`));
      return rows.map((r) => r.slug);
    },

    async insertItem(values: ItemValues): Promise<string> {
      const [row] = await db.insert(menuItems).values(values).returning({ id: menuItems.id });
      return row!.id;
    },

    async updateItem(id: string, values: Partial<ItemValues>): Promise<boolean> {
      const rows = await db
        .update(menuItems)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(menuItems.id, id))
        .returning({ id: menuItems.id });
      return rows.length > 0;
    },

    /**
     * One statement in one transaction for the whole selection: every row gets the same
     * updated_at (the transaction's now()) and either all change or none do.
     */
    async setItemsActive(ids: readonly string[], isActive: boolean): Promise<string[]> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(menuItems)
          .set({ isActive, updatedAt: sql`now()` })
          .where(inArray(menuItems.id, [...ids]))
          .returning({ id: menuItems.id });
        return rows.map((r) => r.id);
      });
    },

    /**
     * Archives the items (one statement, one transaction, as setItemsActive). An item archived
     * before keeps its first archived_at; is_active is left as it is, so a restore brings the
     * item back as it was.
     */
    async archiveItems(ids: readonly string[]): Promise<string[]> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(menuItems)
          .set({ archivedAt: sql`coalesce(${menuItems.archivedAt}, now())`, updatedAt: sql`now()` })
          .where(inArray(menuItems.id, [...ids]))
          .returning({ id: menuItems.id });
        return rows.map((r) => r.id);
      });
    },

    /** Puts an archived item back; false when it was not archived (or does not exist). */
    async restoreItem(id: string): Promise<boolean> {
      const rows = await db
        .update(menuItems)
        .set({ archivedAt: null, updatedAt: new Date() })
        .where(and(eq(menuItems.id, id), isNotNull(menuItems.archivedAt)))
        .returning({ id: menuItems.id });
      return rows.length > 0;
    },

    /** Sets in stock; false when it already was as asked (or the item does not exist). */
    /**
     * Sets an item's count (docs/product.md#counted-stock). A count typed now is when the shelf was
     * counted: an order placed before it gives nothing back when cancelled. The item's updated_at
     * stays: orders move the count all day, and the item form's edits are not a count's business.
     */
    async setCount(
      id: string,
      count: { left: number | null; par: number | null; lowAt: number | null },
    ): Promise<boolean> {
      const rows = await db
        .update(menuItems)
        .set({
          stockLeft: count.left,
          stockPar: count.par,
          stockLowAt: count.lowAt,
          stockCountedAt: count.left === null ? null : sql`now()`,
        })
        .where(eq(menuItems.id, id))
        .returning({ id: menuItems.id });
      return rows.length > 0;
    },

    async setInStock(id: string, inStock: boolean): Promise<boolean> {
      const rows = await db
        .update(menuItems)
        .set({ inStock, updatedAt: new Date() })
        .where(and(eq(menuItems.id, id), ne(menuItems.inStock, inStock)))
        .returning({ id: menuItems.id });
      return rows.length > 0;
    },

    async categoryExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: menuCategories.id })
        .from(menuCategories)
        .where(eq(menuCategories.id, id));
      return Boolean(row);
    },

    async categoryById(id: string): Promise<CategoryWithCounts | undefined> {
      return (await categoriesWithCounts(id))[0];
    },

    listCategories: () => categoriesWithCounts(),

    async insertCategory(values: CategoryValues): Promise<string> {
      const [row] = await db.insert(menuCategories).values(values).returning({ id: menuCategories.id });
      return row!.id;
    },

    async updateCategory(id: string, values: Partial<CategoryValues>): Promise<boolean> {
      const rows = await db
        .update(menuCategories)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(menuCategories.id, id))
        .returning({ id: menuCategories.id });
      return rows.length > 0;
    },

    /**
     * Deletes the category only while no item that is not archived points at it, decided inside
     * one transaction. The category row is locked first, so an item saved into it meanwhile
     * waits (its foreign key check needs that row) and cannot be orphaned. Archived items lose
     * the category (category_id null, the foreign key is ON DELETE RESTRICT) in the same
     * transaction: restored later, they come back without one. Returns the item counts that
     * blocked it, or undefined when the category does not exist.
     */
    async deleteCategoryIfEmpty(
      id: string,
    ): Promise<
      { deleted: CategoryRow; archivedReleased: string[] } | { total: number; inactive: number } | undefined
    > {
      try {
        return await db.transaction(async (tx) => {
          const [category] = await tx
            .select()
            .from(menuCategories)
            .where(eq(menuCategories.id, id))
            .for('update');
          if (!category) return undefined;
          // Archived ones first: an item restored before this statement is counted below as the
          // live item it is; one restored after it waits for this transaction's row locks.
          const released = await tx
            .update(menuItems)
            .set({ categoryId: null, updatedAt: sql`now()` })
            .where(and(eq(menuItems.categoryId, id), isNotNull(menuItems.archivedAt)))
            .returning({ id: menuItems.id });
          const [counts] = await tx
            .select({
              total: count(),
              inactive: sql<number>`count(*) filter (where not ${menuItems.isActive})`.mapWith(Number),
            })
            .from(menuItems)
            .where(eq(menuItems.categoryId, id));
          const total = counts?.total ?? 0;
          if (total > 0) throw new CategoryInUse(total, counts?.inactive ?? 0);
          await tx.delete(menuCategories).where(eq(menuCategories.id, id));
          return { deleted: category, archivedReleased: released.map((r) => r.id) };
        });
      } catch (error) {
        // Thrown to roll back the archived items' release.
        if (error instanceof CategoryInUse) return { total: error.total, inactive: error.inactive };
        throw error;
      }
    },
  };
}

export type AdminCatalogRepo = ReturnType<typeof createAdminCatalogRepo>;
