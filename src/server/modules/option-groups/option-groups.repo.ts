// Option groups, their options and which items carry them, as the admin reads and writes them
// (docs/product.md#item-options). Every write that touches more than one row is one transaction.
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/database.ts';
import { menuItemOptionGroups, menuItems, optionGroups, options } from '#server/db/schema.ts';

export type OptionGroupRow = typeof optionGroups.$inferSelect;
export type OptionRow = typeof options.$inferSelect;
export type GroupWithOptions = OptionGroupRow & { options: OptionRow[]; itemIds: string[] };
export type GroupValues = Pick<
  typeof optionGroups.$inferInsert,
  'name' | 'selection' | 'required' | 'minChoices' | 'maxChoices' | 'sortOrder' | 'translations'
>;
/** One option as the group's new list has it; `id` names an existing option of the group. */
export type OptionValues = Pick<
  typeof options.$inferInsert,
  'name' | 'priceDeltaPaise' | 'isDefault' | 'isAvailable' | 'translations'
> & { id?: string };

/** What replacing a group's options changed, for the audit entry. */
export type OptionsDiff = { created: string[]; updated: string[]; deleted: string[] };

export type ReplaceOutcome =
  | { kind: 'replaced'; diff: OptionsDiff }
  | { kind: 'not-found' }
  /** The group changed after the form loaded it (see replaceGroup's `loadedAt`); nothing written. */
  | { kind: 'stale' }
  /** An id the group does not own: another group's option, or one deleted meanwhile. */
  | { kind: 'foreign-option'; index: number };

export type AttachOutcome =
  | { kind: 'attached'; previous: string[] }
  | { kind: 'item-not-found' }
  | { kind: 'unknown-groups'; ids: string[] };

/**
 * The group's new updated_at, on every change to it or to any of its options. Whole milliseconds,
 * as the API shows it, and always later than the one before: two changes within one millisecond
 * (or a transaction whose now() is older than the change it waited for) still read as two, so a
 * form holding the first one's value is told the group changed.
 */
const NEXT_UPDATED_AT = sql`date_trunc('milliseconds', greatest(now(), ${optionGroups.updatedAt} + interval '1 millisecond'))`;

// Serialises creates, so two saves at once cannot both slip under the shop's group limit.
const CREATE_LOCK = sql`select pg_advisory_xact_lock(hashtext('option_groups.create'))`;

export function createOptionGroupsRepo(db: Db) {
  /** The groups (all, or the given ones) with their options and item ids, in display order. */
  async function groupsWithOptions(ids?: readonly string[]): Promise<GroupWithOptions[]> {
    const groups = await db
      .select()
      .from(optionGroups)
      .where(ids ? inArray(optionGroups.id, [...ids]) : undefined)
      .orderBy(asc(optionGroups.sortOrder), asc(optionGroups.name), asc(optionGroups.id));
    if (groups.length === 0) return [];
    const groupIds = groups.map((g) => g.id);
    const [optionRows, links] = await Promise.all([
      db
        .select()
        .from(options)
        .where(inArray(options.groupId, groupIds))
        .orderBy(asc(options.sortOrder), asc(options.createdAt), asc(options.id)),
      db
        .select({ groupId: menuItemOptionGroups.groupId, itemId: menuItemOptionGroups.menuItemId })
        .from(menuItemOptionGroups)
        .where(inArray(menuItemOptionGroups.groupId, groupIds))
        .orderBy(asc(menuItemOptionGroups.menuItemId)),
    ]);
    const byGroup = new Map(
      groups.map((g) => [g.id, { ...g, options: [] as OptionRow[], itemIds: [] as string[] }]),
    );
    for (const option of optionRows) byGroup.get(option.groupId)?.options.push(option);
    for (const link of links) byGroup.get(link.groupId)?.itemIds.push(link.itemId);
    return [...byGroup.values()];
  }

  /** Writes the group's options as `list` says, in its order (see ReplaceOutcome). */
  async function writeOptions(
    tx: Tx,
    groupId: string,
    list: readonly OptionValues[],
  ): Promise<ReplaceOutcome> {
    const owned = new Set(
      (await tx.select({ id: options.id }).from(options).where(eq(options.groupId, groupId))).map(
        (r) => r.id,
      ),
    );
    const foreign = list.findIndex((o) => o.id !== undefined && !owned.has(o.id));
    // Checked before the first write, so a refused list changes nothing.
    if (foreign !== -1) return { kind: 'foreign-option', index: foreign };
    const kept = new Set(list.flatMap((o) => (o.id ? [o.id] : [])));
    const deleted = [...owned].filter((id) => !kept.has(id));
    if (deleted.length > 0) await tx.delete(options).where(inArray(options.id, deleted));
    const diff: OptionsDiff = { created: [], updated: [], deleted };
    for (const [sortOrder, { id, ...values }] of list.entries()) {
      if (id) {
        await tx
          .update(options)
          .set({ ...values, sortOrder, updatedAt: sql`now()` })
          .where(eq(options.id, id));
        diff.updated.push(id);
      } else {
        const [row] = await tx
          .insert(options)
          .values({ ...values, groupId, sortOrder })
          .returning({ id: options.id });
        diff.created.push(row!.id);
      }
    }
    return { kind: 'replaced', diff };
  }

  return {
    listGroups: () => groupsWithOptions(),

    async groupById(id: string): Promise<GroupWithOptions | undefined> {
      return (await groupsWithOptions([id]))[0];
    },

    /** Creates the group with its options, or answers undefined when the shop already has `limit` groups. */
    async insertGroup(
      values: GroupValues,
      list: readonly OptionValues[],
      limit: number,
    ): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(CREATE_LOCK);
        const [existing] = await tx.select({ n: count() }).from(optionGroups);
        if ((existing?.n ?? 0) >= limit) return undefined;
        const [row] = await tx.insert(optionGroups).values(values).returning({ id: optionGroups.id });
        const id = row!.id;
        // New options only: ids in a create body name nothing this group owns.
        await writeOptions(
          tx,
          id,
          list.map(({ id: _ignored, ...rest }) => rest),
        );
        return id;
      });
    },

    /**
     * `loadedAt` (an ISO time, optional) is the updated_at the form loaded: the check runs under
     * the group's row lock, so no change can land between it and the write.
     */
    async replaceGroup(
      id: string,
      values: GroupValues,
      list: readonly OptionValues[],
      loadedAt?: string,
    ): Promise<ReplaceOutcome> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({
            id: optionGroups.id,
            // Compared at the API's precision (milliseconds); rows older than this code may hold more.
            unchanged: loadedAt
              ? sql<boolean>`date_trunc('milliseconds', ${optionGroups.updatedAt}) = ${loadedAt}::timestamptz`
              : sql<boolean>`true`,
          })
          .from(optionGroups)
          .where(eq(optionGroups.id, id))
          .for('update');
        if (!locked) return { kind: 'not-found' };
        if (!locked.unchanged) return { kind: 'stale' };
        // A refused list is refused before anything is written (see writeOptions).
        const outcome = await writeOptions(tx, id, list);
        if (outcome.kind !== 'replaced') return outcome;
        await tx
          .update(optionGroups)
          .set({ ...values, updatedAt: NEXT_UPDATED_AT })
          .where(eq(optionGroups.id, id));
        return outcome;
      });
    },

    /** Deletes the group; its options and its places on items go with it (foreign keys cascade). */
    async deleteGroup(id: string): Promise<{ name: string; itemIds: string[] } | undefined> {
      return db.transaction(async (tx) => {
        const links = await tx
          .select({ itemId: menuItemOptionGroups.menuItemId })
          .from(menuItemOptionGroups)
          .where(eq(menuItemOptionGroups.groupId, id));
        const [row] = await tx
          .delete(optionGroups)
          .where(eq(optionGroups.id, id))
          .returning({ name: optionGroups.name });
        return row ? { name: row.name, itemIds: links.map((l) => l.itemId) } : undefined;
      });
    },

    /**
     * Sets one option's availability; answers its group's id, or undefined for an unknown option.
     * A real change moves the group's updated_at, so a form loaded before it cannot save the old
     * availability back (replaceGroup). The group is locked first, as replaceGroup does, so the two
     * never wait on each other's rows.
     */
    async setOptionAvailable(id: string, available: boolean): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [option] = await tx
          .select({ groupId: options.groupId })
          .from(options)
          .where(eq(options.id, id));
        if (!option) return undefined;
        await tx
          .select({ id: optionGroups.id })
          .from(optionGroups)
          .where(eq(optionGroups.id, option.groupId))
          .for('update');
        const [row] = await tx
          .select({ isAvailable: options.isAvailable })
          .from(options)
          .where(eq(options.id, id));
        // Deleted by a save that held the lock before us.
        if (!row) return undefined;
        if (row.isAvailable === available) return option.groupId;
        await tx
          .update(options)
          .set({ isAvailable: available, updatedAt: sql`now()` })
          .where(eq(options.id, id));
        await tx
          .update(optionGroups)
          .set({ updatedAt: NEXT_UPDATED_AT })
          .where(eq(optionGroups.id, option.groupId));
        return option.groupId;
      });
    },

    /**
     * Sets an option's count (docs/product.md#counted-stock), as an item's: a count typed now ends
     * give-backs of older orders. Answers the option's group, undefined for no such option.
     */
    async setOptionCount(
      id: string,
      count: { left: number | null; par: number | null; lowAt: number | null },
    ): Promise<string | undefined> {
      const [row] = await db
        .update(options)
        .set({
          stockLeft: count.left,
          stockPar: count.par,
          stockLowAt: count.lowAt,
          stockCountedAt: count.left === null ? null : sql`now()`,
        })
        .where(eq(options.id, id))
        .returning({ groupId: options.groupId });
      return row?.groupId;
    },

    /** The item's group ids in display order. */
    async itemGroupIds(itemId: string): Promise<string[]> {
      const rows = await db
        .select({ groupId: menuItemOptionGroups.groupId })
        .from(menuItemOptionGroups)
        .where(eq(menuItemOptionGroups.menuItemId, itemId))
        .orderBy(asc(menuItemOptionGroups.sortOrder));
      return rows.map((r) => r.groupId);
    },

    /** Replaces the item's groups with `groupIds`, in that order. */
    async setItemGroups(itemId: string, groupIds: readonly string[]): Promise<AttachOutcome> {
      return db.transaction(async (tx) => {
        // Locked so a delete of the item cannot land between the check and the insert.
        const [item] = await tx
          .select({ id: menuItems.id })
          .from(menuItems)
          .where(eq(menuItems.id, itemId))
          .for('update');
        if (!item) return { kind: 'item-not-found' };
        if (groupIds.length > 0) {
          const found = await tx
            .select({ id: optionGroups.id })
            .from(optionGroups)
            .where(inArray(optionGroups.id, [...groupIds]))
            // Shared: a group deleted meanwhile would otherwise fail the insert below.
            .for('share');
          const known = new Set(found.map((g) => g.id));
          const unknown = groupIds.filter((id) => !known.has(id));
          if (unknown.length > 0) return { kind: 'unknown-groups', ids: unknown };
        }
        const previous = await tx
          .delete(menuItemOptionGroups)
          .where(eq(menuItemOptionGroups.menuItemId, itemId))
          .returning({ groupId: menuItemOptionGroups.groupId, sortOrder: menuItemOptionGroups.sortOrder });
        if (groupIds.length > 0)
          await tx
            .insert(menuItemOptionGroups)
            .values(groupIds.map((groupId, sortOrder) => ({ menuItemId: itemId, groupId, sortOrder })));
        return {
          kind: 'attached',
          previous: previous.sort((a, b) => a.sortOrder - b.sortOrder).map((p) => p.groupId),
        };
      });
    },
  };
}

export type OptionGroupsRepo = ReturnType<typeof createOptionGroupsRepo>;
