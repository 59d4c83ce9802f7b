// What the menu tools read and write (docs/product.md#menu-tools): items that are not archived,
// with their category's name and their options, and the writes of a bulk price change or an
// import, each in one transaction with its audit entries (they stand or fall with the change).
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/database.ts';
import {
  auditLogs,
  menuCategories,
  menuItemOptionGroups,
  menuItems,
  optionGroups,
  options,
} from '#server/db/schema.ts';
import type { RequestContext } from '#server/http/request-context.ts';

export type ToolItem = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  pricePaise: number;
  originalPricePaise: number | null;
  categoryId: string | null;
  categoryName: string | null;
  unit: (typeof menuItems.$inferSelect)['unit'];
  brand: string;
  isVegetarian: boolean;
  inStock: boolean;
  isActive: boolean;
  isFeatured: boolean;
  sortOrder: number;
  archivedAt: Date | null;
};

export type ItemWrite = Partial<Omit<typeof menuItems.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;
export type NewItem = typeof menuItems.$inferInsert;
export type ToolAudit = { action: string; recordId: string; oldValues?: unknown; newValues: unknown };

const toolColumns = {
  id: menuItems.id,
  name: menuItems.name,
  slug: menuItems.slug,
  description: menuItems.description,
  pricePaise: menuItems.pricePaise,
  originalPricePaise: menuItems.originalPricePaise,
  categoryId: menuItems.categoryId,
  categoryName: menuCategories.name,
  unit: menuItems.unit,
  brand: menuItems.brand,
  isVegetarian: menuItems.isVegetarian,
  inStock: menuItems.inStock,
  isActive: menuItems.isActive,
  isFeatured: menuItems.isFeatured,
  sortOrder: menuItems.sortOrder,
  archivedAt: menuItems.archivedAt,
};

/** A bulk price change's items: a category's or the chosen ones. */
export type ItemPick = { categoryId?: string; ids?: string[] };

/** The items of `pick` that are not archived (inactive ones included). */
const selected = (pick: ItemPick) =>
  and(
    isNull(menuItems.archivedAt),
    pick.categoryId ? eq(menuItems.categoryId, pick.categoryId) : inArray(menuItems.id, pick.ids ?? []),
  );

export function createMenuToolsRepo(db: Db) {
  /** Items matching `where`, in the admin grid's order; `lock` holds them until the transaction ends. */
  async function items(on: Db | Tx, where: SQL | undefined, lock = false): Promise<ToolItem[]> {
    const query = on
      .select(toolColumns)
      .from(menuItems)
      .leftJoin(menuCategories, eq(menuItems.categoryId, menuCategories.id))
      .where(where)
      .orderBy(asc(menuItems.sortOrder), asc(menuItems.name), asc(menuItems.id));
    // The lock is on the items only: a category's row is not ours to hold.
    return lock ? query.for('update', { of: menuItems }) : query;
  }

  async function writeAudit(tx: Tx, context: RequestContext, entries: ToolAudit[]): Promise<void> {
    if (entries.length === 0) return;
    await tx.insert(auditLogs).values(
      entries.map((e) => ({
        userId: context.userId,
        action: e.action,
        tableName: 'menu_items',
        recordId: e.recordId,
        oldValues: e.oldValues ?? null,
        newValues: e.newValues,
        ipAddress: context.ipAddress,
        userAgent: context.userAgent?.slice(0, 500) ?? null,
      })),
    );
  }

  return {
    /** Every item that is not archived (inactive ones included): the export, and the import's base. */
    menu: () => items(db, isNull(menuItems.archivedAt)),

    /** Items by id, archived ones too (an import names them to say they are archived). */
    byIds: (ids: string[]) => (ids.length ? items(db, inArray(menuItems.id, ids)) : Promise.resolve([])),

    /** The items a bulk price change means: a category's or the chosen ones, never archived ones. */
    selection: (pick: ItemPick) => items(db, selected(pick)),

    categories: () =>
      db
        .select({ id: menuCategories.id, name: menuCategories.name })
        .from(menuCategories)
        .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.name)),

    /** Each item's option groups and options as one line of text: 'Sugar: Less (+0.00), None (+0.00)'. */
    async optionLines(): Promise<
      Map<string, { group: string; options: { name: string; delta: number }[] }[]>
    > {
      const rows = await db
        .select({
          itemId: menuItemOptionGroups.menuItemId,
          groupId: optionGroups.id,
          group: optionGroups.name,
          option: options.name,
          delta: options.priceDeltaPaise,
        })
        .from(menuItemOptionGroups)
        .innerJoin(optionGroups, eq(optionGroups.id, menuItemOptionGroups.groupId))
        .leftJoin(options, eq(options.groupId, optionGroups.id))
        .orderBy(
          asc(menuItemOptionGroups.menuItemId),
          asc(menuItemOptionGroups.sortOrder),
          asc(optionGroups.id),
          asc(options.sortOrder),
          asc(options.name),
        );
      const byItem = new Map<
        string,
        { id: string; group: string; options: { name: string; delta: number }[] }[]
      >();
      for (const r of rows) {
        const groups = byItem.get(r.itemId) ?? [];
        byItem.set(r.itemId, groups);
        let group = groups.at(-1);
        if (group?.id !== r.groupId) {
          group = { id: r.groupId, group: r.group, options: [] };
          groups.push(group);
        }
        if (r.option !== null && r.delta !== null) group.options.push({ name: r.option, delta: r.delta });
      }
      return byItem;
    },

    /** Runs `work` in one transaction with the writes it needs. */
    transaction<T>(
      work: (w: {
        selection: (pick: ItemPick) => Promise<ToolItem[]>;
        lockItems: (ids: string[]) => Promise<ToolItem[]>;
        update: (id: string, values: ItemWrite) => Promise<void>;
        insert: (values: NewItem) => Promise<string>;
        slugs: () => Promise<string[]>;
        audit: (context: RequestContext, entries: ToolAudit[]) => Promise<void>;
      }) => Promise<T>,
    ): Promise<T> {
      return db.transaction((tx) =>
        work({
          selection: (pick) => items(tx, selected(pick), true),
          lockItems: (ids) =>
            ids.length ? items(tx, inArray(menuItems.id, ids), true) : Promise.resolve([]),
          update: async (id, values) => {
            await tx
              .update(menuItems)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(menuItems.id, id));
          },
          insert: async (values) => {
            const [row] = await tx.insert(menuItems).values(values).returning({ id: menuItems.id });
            if (!row) throw new Error('menu item insert returned nothing');
            return row.id;
          },
          // Slugs in use, for new items' slugs (the unique index settles a race).
          slugs: async () => (await tx.select({ slug: menuItems.slug }).from(menuItems)).map((r) => r.slug),
          audit: (context, entries) => writeAudit(tx, context, entries),
        }),
      );
    },
  };
}

export type MenuToolsRepo = ReturnType<typeof createMenuToolsRepo>;
