// What the rider's page reads and writes (docs/product.md#the-riders-page): the rider's own
// deliveries with their orders, the open shift's cash, each tap recorded once by the phone's id in
// the same transaction as what it does, and the points sent while a delivery is picked up.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/database.ts';
import {
  deliveries,
  orderItems,
  orders,
  riderCashHandIns,
  riderPositions,
  riderShifts,
  riderTaps,
  users,
} from '#server/db/schema.ts';
import { conflict, notFound } from '#server/http/app-error.ts';
import type { CashRecord } from '#shared/dispatch/cash-ledger.ts';
import { ACTIVE_DELIVERY_STATUSES } from '#shared/dispatch/delivery-rules.ts';

export type DeliveryRow = typeof deliveries.$inferSelect;

/** The order as the rider's page and the taps read it. */
export type RiderOrderRow = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'orderNumber'
  | 'userId'
  | 'status'
  | 'orderType'
  | 'address'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'totalPaise'
> & { customerName: string | null; customerPhone: string | null };

export type RiderDeliveryRecord = {
  delivery: DeliveryRow;
  order: RiderOrderRow;
  lines: { name: string; quantity: number }[];
};

/**
 * A tap's id was used before for another delivery, another rider or another action: never applied
 * twice, never moved to something else.
 */
export const TAP_REUSED = 'This tap was already used';

const orderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  userId: orders.userId,
  status: orders.status,
  orderType: orders.orderType,
  address: orders.address,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  totalPaise: orders.totalPaise,
  customerName: users.name,
  customerPhone: users.phoneNumber,
};

export function createRiderAppRepo(db: Db) {
  async function withOrders(on: Db | Tx, rows: DeliveryRow[]): Promise<RiderDeliveryRecord[]> {
    if (rows.length === 0) return [];
    const orderIds = rows.map((r) => r.orderId);
    const [orderRows, lineRows] = await Promise.all([
      on
        .select(orderColumns)
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(inArray(orders.id, orderIds)),
      on
        .select({ orderId: orderItems.orderId, name: orderItems.name, quantity: orderItems.quantity })
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.name)),
    ]);
    return rows.flatMap((delivery) => {
      const order = orderRows.find((o) => o.id === delivery.orderId);
      if (!order) return [];
      const lines = lineRows.filter((l) => l.orderId === delivery.orderId);
      return [{ delivery, order, lines }];
    });
  }

  /** One of the rider's own deliveries, whatever its status; undefined for anyone else's. */
  async function oneFor(
    riderId: string,
    deliveryId: string,
    on: Db | Tx = db,
  ): Promise<RiderDeliveryRecord | undefined> {
    const rows = await on
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.id, deliveryId), eq(deliveries.riderId, riderId)));
    return (await withOrders(on, rows))[0];
  }

  return {
    /** The rider's deliveries in hand (assigned or picked up), oldest first. */
    async activeFor(riderId: string): Promise<RiderDeliveryRecord[]> {
      const rows = await db
        .select()
        .from(deliveries)
        .where(and(eq(deliveries.riderId, riderId), inArray(deliveries.status, ACTIVE_DELIVERY_STATUSES)))
        .orderBy(asc(deliveries.assignedAt), asc(deliveries.id));
      return withOrders(db, rows);
    },

    oneFor,

    /** The rider's open shift and what its cash is made of; undefined off shift. */
    async openShiftCash(riderId: string): Promise<CashRecord[] | undefined> {
      const [shift] = await db
        .select({ id: riderShifts.id, floatPaise: riderShifts.floatPaise })
        .from(riderShifts)
        .where(and(eq(riderShifts.riderId, riderId), sql`${riderShifts.closedAt} is null`));
      if (!shift) return undefined;
      const [collected, handIns] = await Promise.all([
        // A tip taken in cash is the rider's own (docs/product.md#tips): the phone counts the cash
        // they hold for the shop without it, as the hand-in's expected amount does (shift-figures.ts).
        db
          .select({
            method: deliveries.collectedMethod,
            paise: sql<number>`(${deliveries.collectedPaise} - case when ${deliveries.status} = 'delivered'
              and ${deliveries.collectedMethod} = 'cash' then ${orders.tipPaise} else 0 end)::float8`,
          })
          .from(deliveries)
          .innerJoin(orders, eq(orders.id, deliveries.orderId))
          .where(and(eq(deliveries.shiftId, shift.id), sql`${deliveries.collectedMethod} is not null`)),
        db
          .select({ paise: riderCashHandIns.countedPaise })
          .from(riderCashHandIns)
          .where(eq(riderCashHandIns.shiftId, shift.id)),
      ]);
      return [
        { kind: 'float', paise: shift.floatPaise },
        ...collected.map((c) => ({ kind: 'collected' as const, paise: c.paise, method: c.method ?? 'cash' })),
        ...handIns.map((h) => ({ kind: 'handed_in' as const, paise: h.paise })),
      ];
    },

    /**
     * Runs `work` once per tap id: the tap's row is inserted in the same transaction, so a tap
     * replayed (queued offline and sent again, or sent twice at once) finds its row and changes
     * nothing, and a refused tap (work throws) leaves no row. The order is locked, then the
     * delivery: the order the board's assign and unassign take them (deliveries.repo.ts), so a tap
     * and an unassign on the same order wait for each other instead of deadlocking. A replay
     * answers only for the same rider, delivery and action; one on a delivery withdrawn since is
     * not found, as any delivery no longer theirs.
     */
    async tap<T>(
      tap: { id: string; riderId: string; deliveryId: string; action: string },
      work: (tx: Tx, record: RiderDeliveryRecord) => Promise<T>,
    ): Promise<{ replayed: true } | { replayed: false; value: T }> {
      return db.transaction(async (tx) => {
        // A delivery's order never changes: read without a lock, then lock in the board's order.
        const [owned] = await tx
          .select({ orderId: deliveries.orderId })
          .from(deliveries)
          .where(and(eq(deliveries.id, tap.deliveryId), eq(deliveries.riderId, tap.riderId)));
        if (!owned) throw notFound('Delivery not found');
        await tx.execute(sql`select id from orders where id = ${owned.orderId} for update`);
        await tx.execute(sql`select id from deliveries where id = ${tap.deliveryId} for update`);
        const inserted = await tx
          .insert(riderTaps)
          .values(tap)
          .onConflictDoNothing()
          .returning({ id: riderTaps.id });
        const record = await oneFor(tap.riderId, tap.deliveryId, tx);
        if (!record) throw notFound('Delivery not found');
        if (inserted.length === 0) {
          const [earlier] = await tx.select().from(riderTaps).where(eq(riderTaps.id, tap.id));
          if (
            earlier?.riderId !== tap.riderId ||
            earlier.deliveryId !== tap.deliveryId ||
            earlier.action !== tap.action
          ) {
            throw conflict(TAP_REUSED);
          }
          if (record.delivery.status === 'withdrawn') throw notFound('Delivery not found');
          return { replayed: true };
        }
        return { replayed: false, value: await work(tx, record) };
      });
    },

    /** Changes the delivery inside a tap's transaction. */
    async updateDelivery(tx: Tx, id: string, values: Partial<DeliveryRow>): Promise<void> {
      await tx.update(deliveries).set(values).where(eq(deliveries.id, id));
    },

    /**
     * Stores the point once per picked-up delivery of the rider, unless the rider sent one less
     * than `minGapMs` ago (answers the milliseconds to wait then). Undefined: nothing picked up.
     * The per-rider lock makes two points sent at once count as two.
     */
    async recordPosition(
      riderId: string,
      point: { latitude: number; longitude: number; accuracyM: number | null },
      at: Date,
      minGapMs: number,
    ): Promise<{ stored: DeliveryRow[] } | { waitMs: number } | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rider-position|${riderId}`}))`);
        const carried = await tx
          .select()
          .from(deliveries)
          .where(and(eq(deliveries.riderId, riderId), eq(deliveries.status, 'picked_up')));
        if (carried.length === 0) return undefined;
        const [last] = await tx
          .select({ at: riderPositions.recordedAt })
          .from(riderPositions)
          .where(eq(riderPositions.riderId, riderId))
          .orderBy(desc(riderPositions.recordedAt))
          .limit(1);
        const since = last ? at.getTime() - last.at.getTime() : Number.POSITIVE_INFINITY;
        if (since >= 0 && since < minGapMs) return { waitMs: minGapMs - since };
        await tx
          .insert(riderPositions)
          .values(carried.map((d) => ({ riderId, deliveryId: d.id, ...point, recordedAt: at })));
        return { stored: carried };
      });
    },
  };
}

export type RiderAppRepo = ReturnType<typeof createRiderAppRepo>;
