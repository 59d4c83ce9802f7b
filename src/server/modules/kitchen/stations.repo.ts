// Kitchen stations and which menu items each makes (docs/product.md#kitchen-display-by-station).
import { and, asc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { kitchenStations, menuItems } from '#server/db/schema.ts';

export type StationRow = typeof kitchenStations.$inferSelect & { itemIds: string[] };

export function createStationsRepo(db: Db) {
  return {
    /** In display order; the first one also makes the items with no station. */
    async list(): Promise<StationRow[]> {
      const stations = await db
        .select()
        .from(kitchenStations)
        .orderBy(asc(kitchenStations.sortOrder), asc(kitchenStations.createdAt));
      const assigned = await db
        .select({ id: menuItems.id, stationId: menuItems.stationId })
        .from(menuItems)
        .where(isNotNull(menuItems.stationId))
        .orderBy(asc(menuItems.name));
      return stations.map((station) => ({
        ...station,
        itemIds: assigned.filter((item) => item.stationId === station.id).map((item) => item.id),
      }));
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(kitchenStations);
      return row?.n ?? 0;
    },

    /** Added last in the order. */
    async create(name: string): Promise<string> {
      const [row] = await db
        .insert(kitchenStations)
        .values({
          name,
          sortOrder: sql`coalesce((select max(${kitchenStations.sortOrder}) + 1 from ${kitchenStations}), 0)`,
        })
        .returning({ id: kitchenStations.id });
      return row!.id;
    },

    async rename(id: string, name: string): Promise<string | undefined> {
      const [row] = await db
        .update(kitchenStations)
        .set({ name })
        .where(eq(kitchenStations.id, id))
        .returning({ id: kitchenStations.id });
      return row?.id;
    },

    /** Its items go back to having no station (the foreign key's ON DELETE SET NULL). */
    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(kitchenStations).where(eq(kitchenStations.id, id)).returning();
      return rows.length > 0;
    },

    /** Puts the stations in the order of `ids` (every station, each once: checked by the service). */
    async reorder(ids: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const [index, id] of ids.entries()) {
          await tx.update(kitchenStations).set({ sortOrder: index }).where(eq(kitchenStations.id, id));
        }
      });
    },

    /**
     * Makes `itemIds` the station's items: they move here from any other station, and its items
     * not listed go back to no station. False, with nothing changed, when an id is no menu item.
     */
    async setItems(id: string, itemIds: string[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (itemIds.length > 0) {
          const known = await tx
            .select({ id: menuItems.id })
            .from(menuItems)
            .where(inArray(menuItems.id, itemIds));
          if (known.length !== new Set(itemIds).size) return false;
        }
        await tx
          .update(menuItems)
          .set({ stationId: null })
          .where(
            itemIds.length > 0
              ? and(eq(menuItems.stationId, id), notInArray(menuItems.id, itemIds))
              : eq(menuItems.stationId, id),
          );
        if (itemIds.length > 0)
          await tx.update(menuItems).set({ stationId: id }).where(inArray(menuItems.id, itemIds));
        return true;
      });
    },
  };
}

export type StationsRepo = ReturnType<typeof createStationsRepo>;
