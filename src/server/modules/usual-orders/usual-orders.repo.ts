// The favourites' rows (usual_orders) and what they are read with: the lines of the orders they
// were saved from (names and prices then), and the order a favourite is saved from.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/postgres-errors.ts';
import {
  menuItems,
  type OrderLineOption,
  orderItems,
  orders,
  users,
  usualOrders,
} from '#server/db/schema.ts';
import type { UsualLine } from '#shared/come-back/usual-orders.ts';
import type { OrderStatus } from '#shared/orders.ts';

export type UsualRow = typeof usualOrders.$inferSelect;

/** One line of an order as it was ordered. */
export type SourceLine = {
  orderId: string;
  menuItemId: string | null;
  name: string;
  quantity: number;
  unitPricePaise: number;
  options: OrderLineOption[];
  note: string | null;
};

const NAME_KEY = 'usual_orders_user_name_key';

/** Why a favourite could not be written. */
export type WriteRefusal = 'too-many' | 'name-taken';

export function createUsualOrdersRepo(db: Db) {
  const sourceColumns = {
    orderId: orderItems.orderId,
    menuItemId: orderItems.menuItemId,
    name: orderItems.name,
    quantity: orderItems.quantity,
    unitPricePaise: orderItems.unitPricePaise,
    options: orderItems.options,
    note: orderItems.note,
  };

  return {
    /** The customer's favourites, oldest first (the order they were saved in). */
    list: (userId: string): Promise<UsualRow[]> =>
      db
        .select()
        .from(usualOrders)
        .where(eq(usualOrders.userId, userId))
        .orderBy(asc(usualOrders.createdAt), asc(usualOrders.id)),

    async one(userId: string, id: string): Promise<UsualRow | undefined> {
      const [row] = await db
        .select()
        .from(usualOrders)
        .where(and(eq(usualOrders.id, id), eq(usualOrders.userId, userId)));
      return row;
    },

    /** The lines of these orders, as ordered. */
    async sourceLines(orderIds: string[]): Promise<SourceLine[]> {
      if (orderIds.length === 0) return [];
      return db.select(sourceColumns).from(orderItems).where(inArray(orderItems.orderId, orderIds));
    },

    /** The customer's order with its status, or undefined for anyone else's (or none). */
    async orderOf(userId: string, orderId: string): Promise<{ status: OrderStatus } | undefined> {
      const [row] = await db
        .select({ status: orders.status })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      return row;
    },

    /** Which of these items still exist (deleted ones are archived, or their id is gone). */
    async existingItems(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(and(inArray(menuItems.id, ids), isNull(menuItems.archivedAt)));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Keeps a new favourite, at most `max` per customer: the customer's row is locked, so two saves
     * at once cannot both take the last place. Without a name, the first of `defaultNames` free.
     */
    async insert(
      userId: string,
      values: { name: string | undefined; defaultNames: string[]; lines: UsualLine[]; sourceOrderId: string },
      max: number,
    ): Promise<UsualRow | WriteRefusal> {
      try {
        return await db.transaction(async (tx) => {
          await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
          const taken = await tx
            .select({ name: sql<string>`lower(${usualOrders.name})` })
            .from(usualOrders)
            .where(eq(usualOrders.userId, userId));
          if (taken.length >= max) return 'too-many' as const;
          const used = new Set(taken.map((t) => t.name));
          const name = values.name ?? values.defaultNames.find((n) => !used.has(n.toLowerCase()));
          if (name === undefined || used.has(name.toLowerCase())) return 'name-taken' as const;
          const [row] = await tx
            .insert(usualOrders)
            .values({ userId, name, lines: values.lines, sourceOrderId: values.sourceOrderId })
            .returning();
          return row as UsualRow;
        });
      } catch (error) {
        if (isUniqueViolation(error, NAME_KEY)) return 'name-taken';
        throw error;
      }
    },

    /** The favourite renamed, undefined when the customer has none with this id. */
    async rename(userId: string, id: string, name: string): Promise<UsualRow | undefined | 'name-taken'> {
      try {
        const [row] = await db
          .update(usualOrders)
          .set({ name, updatedAt: new Date() })
          .where(and(eq(usualOrders.id, id), eq(usualOrders.userId, userId)))
          .returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error, NAME_KEY)) return 'name-taken';
        throw error;
      }
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(usualOrders)
        .where(and(eq(usualOrders.id, id), eq(usualOrders.userId, userId)))
        .returning({ id: usualOrders.id });
      return rows.length > 0;
    },
  };
}

export type UsualOrdersRepo = ReturnType<typeof createUsualOrdersRepo>;
