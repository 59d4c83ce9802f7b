import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  type AddressSnapshot,
  menuCategories,
  menuItems,
  orderItems,
  orderStatusEvents,
  orders,
  users,
} from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderItems.$inferSelect;
export type StatusEventRow = typeof orderStatusEvents.$inferSelect;
export type OrderRecord = OrderRow & {
  lines: OrderLineRow[];
  events: StatusEventRow[];
  customerPhone: string | null;
};
export type PricedItem = { id: string; name: string; unit: string; pricePaise: number; orderable: boolean };

export type OrderDraft = {
  orderNumber: string;
  paymentMethod: string;
  address: AddressSnapshot;
  lines: {
    menuItemId: string;
    name: string;
    unit: string;
    unitPricePaise: number;
    quantity: number;
    lineTotalPaise: number;
  }[];
  subtotalPaise: number;
  discountPaise: number;
  deliveryFeePaise: number;
  totalPaise: number;
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function createOrdersRepo(db: Db) {
  async function load(where: ReturnType<typeof eq> | undefined, limit = 200): Promise<OrderRecord[]> {
    const rows = await db
      .select({ order: orders, phone: users.phoneNumber })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt))
      .limit(limit);
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.order.id);
    const [lines, events] = await Promise.all([
      db.select().from(orderItems).where(inArray(orderItems.orderId, ids)),
      db
        .select()
        .from(orderStatusEvents)
        .where(inArray(orderStatusEvents.orderId, ids))
        .orderBy(asc(orderStatusEvents.createdAt)),
    ]);
    return rows.map(({ order, phone }) => ({
      ...order,
      customerPhone: phone,
      lines: lines.filter((l) => l.orderId === order.id),
      events: events.filter((e) => e.orderId === order.id),
    }));
  }

  /** Items as checkout sees them: orderable only when active, in stock, and in an active category. */
  async function pricedItems(tx: Tx, ids: string[]): Promise<PricedItem[]> {
    if (ids.length === 0) return [];
    const rows = await tx
      .select({ item: menuItems, categoryActive: menuCategories.isActive })
      .from(menuItems)
      .leftJoin(menuCategories, eq(menuItems.categoryId, menuCategories.id))
      .where(inArray(menuItems.id, ids));
    return rows.map(({ item, categoryActive }) => ({
      id: item.id,
      name: item.name,
      unit: item.unit,
      pricePaise: item.pricePaise,
      orderable: item.isActive && item.isAvailable && categoryActive !== false,
    }));
  }

  return {
    /** Reads prices and writes the order in one transaction; `draft` decides from what it read. */
    async placeInTransaction(
      userId: string,
      idempotencyKey: string,
      itemIds: string[],
      draft: (items: PricedItem[]) => OrderDraft,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const order = draft(await pricedItems(tx, itemIds));
        const [row] = await tx
          .insert(orders)
          .values({
            orderNumber: order.orderNumber,
            userId,
            idempotencyKey,
            status: 'placed',
            paymentMethod: order.paymentMethod,
            address: order.address,
            subtotalPaise: order.subtotalPaise,
            discountPaise: order.discountPaise,
            deliveryFeePaise: order.deliveryFeePaise,
            totalPaise: order.totalPaise,
          })
          .returning({ id: orders.id });
        if (!row) throw new Error('order not inserted');
        await tx.insert(orderItems).values(order.lines.map((line) => ({ ...line, orderId: row.id })));
        await tx
          .insert(orderStatusEvents)
          .values({ orderId: row.id, fromStatus: null, toStatus: 'placed', actorUserId: userId });
        return row.id;
      });
    },

    async idByIdempotencyKey(userId: string, key: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
      return row?.id;
    },

    async byId(id: string): Promise<OrderRecord | undefined> {
      return (await load(eq(orders.id, id), 1))[0];
    },

    listForUser(userId: string): Promise<OrderRecord[]> {
      return load(eq(orders.userId, userId), 100);
    },

    listAll(status?: string): Promise<OrderRecord[]> {
      return load(status ? eq(orders.status, status) : undefined, 200);
    },

    /** Moves only if the order is still in `from` (a concurrent move wins once). */
    async changeStatus(
      id: string,
      from: string,
      to: string,
      actorUserId: string,
      reason: string | null,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(orders)
          .set({ status: to, updatedAt: new Date(), ...(to === 'cancelled' ? { cancelReason: reason } : {}) })
          .where(and(eq(orders.id, id), eq(orders.status, from)))
          .returning({ id: orders.id });
        if (moved.length === 0) return false;
        await tx
          .insert(orderStatusEvents)
          .values({ orderId: id, fromStatus: from, toStatus: to, actorUserId, reason });
        return true;
      });
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
