// Sending orders with riders (docs/product.md#sending-an-order-with-a-rider): who holds which order,
// the riders on shift with their deliveries, and the board's moves. An assignment is one
// transaction that locks the order row, then the rider's open shift row, always in that order, so
// two managers on two instances cannot give one order to two riders nor a rider a third order.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/postgres-errors.ts';
import {
  deliveries,
  notificationOutbox,
  orderStatusEvents,
  orders,
  pushSubscriptions,
  riderPositions,
  riderProfiles,
  riderShifts,
  siteSettings,
  users,
} from '#server/db/schema.ts';
import { conflict, notFound } from '#server/http/app-error.ts';
import {
  ACTIVE_DELIVERY_STATUSES,
  type DeliveryStatus,
  DISPATCH_MESSAGES,
  MAX_ORDERS_PER_RIDER,
} from '#shared/dispatch/delivery-rules.ts';
import { DEFAULT_DISPATCH, type DispatchSettings } from '#shared/dispatch/dispatch-settings.ts';
import type { OrderStatus } from '#shared/orders.ts';

const ONE_ACTIVE_PER_ORDER = 'deliveries_one_active_per_order_key';
const active = inArray(deliveries.status, [...ACTIVE_DELIVERY_STATUSES]);

/** A delivery as the board and the order views read it, with its rider's name and phone. */
export type DeliveryRow = {
  id: string;
  orderId: string;
  riderId: string;
  riderName: string;
  riderPhone: string;
  status: DeliveryStatus;
  assignedAt: Date;
  acknowledgedAt: Date | null;
  pickedUpAt: Date | null;
  finishedAt: Date | null;
  doorDistanceM: number | null;
  failReason: (typeof deliveries.$inferSelect)['failReason'];
  failNote: string | null;
  failPhoto: string | null;
};

export type PositionRow = { deliveryId: string; latitude: number; longitude: number; recordedAt: Date };

/** A rider on shift, with the deliveries of that shift (for riderState()). */
export type OnShiftRiderRow = {
  id: string;
  name: string;
  phone: string;
  shiftId: string;
  openedAt: Date;
  deliveries: { id: string; status: DeliveryStatus; finishedAt: Date | null }[];
};

/** What an assignment did: the new delivery, and the rider it was taken from (a reassignment). */
export type Assignment = {
  deliveryId: string;
  customerId: string | null;
  fromRiderId: string | null;
  /** The same rider already held it: nothing was written. */
  unchanged: boolean;
};

const deliveryColumns = {
  id: deliveries.id,
  orderId: deliveries.orderId,
  riderId: deliveries.riderId,
  riderName: users.name,
  riderPhone: sql<string>`coalesce(${riderProfiles.phone}, '')`,
  status: deliveries.status,
  assignedAt: deliveries.assignedAt,
  acknowledgedAt: deliveries.acknowledgedAt,
  pickedUpAt: deliveries.pickedUpAt,
  finishedAt: deliveries.finishedAt,
  doorDistanceM: deliveries.doorDistanceM,
  failReason: deliveries.failReason,
  failNote: deliveries.failNote,
  failPhoto: deliveries.failPhoto,
};

/** Locks the order row; undefined when there is none. */
async function lockOrder(tx: Tx, orderId: string) {
  const [row] = await tx
    .select({ status: orders.status, orderType: orders.orderType, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

/**
 * Queues the 'delivery_assigned' push to every phone the rider allowed it on while its sign-in is
 * live (as drizzle/0010's trigger picks staff devices). In the assignment's transaction: a rolled
 * back assignment rings nobody.
 */
async function queueAssignedPush(tx: Tx, deliveryId: string, orderId: string, riderId: string) {
  await tx.execute(sql`
    INSERT INTO ${notificationOutbox} (source_id, kind, channel, order_id, user_id, subscription_id)
    SELECT ${deliveryId}::uuid, 'delivery_assigned', 'push', ${orderId}::uuid, s.user_id, s.id
    FROM ${pushSubscriptions} s
    WHERE s.user_id = ${riderId} AND s.audience = 'rider'
      AND (s.session_id IS NULL OR EXISTS (
        SELECT 1 FROM sessions ss WHERE ss.id = s.session_id AND ss.expires_at > now()))
    ON CONFLICT DO NOTHING`);
}

export function createDeliveriesRepo(db: Db) {
  return {
    /**
     * Every delivery of these orders but the withdrawn ones, oldest first, with the rider's name
     * and phone: the order views pick the active one, the last failure and the proof of delivery.
     */
    async forOrders(orderIds: readonly string[]): Promise<DeliveryRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select(deliveryColumns)
        .from(deliveries)
        .innerJoin(users, eq(users.id, deliveries.riderId))
        .leftJoin(riderProfiles, eq(riderProfiles.userId, deliveries.riderId))
        .where(and(inArray(deliveries.orderId, [...orderIds]), sql`${deliveries.status} <> 'withdrawn'`))
        .orderBy(asc(deliveries.assignedAt), asc(deliveries.id));
    },

    /** The latest point sent within each of these (picked-up) deliveries. */
    async latestPositions(deliveryIds: readonly string[]): Promise<PositionRow[]> {
      if (deliveryIds.length === 0) return [];
      return db
        .selectDistinctOn([riderPositions.deliveryId], {
          deliveryId: riderPositions.deliveryId,
          latitude: riderPositions.latitude,
          longitude: riderPositions.longitude,
          recordedAt: riderPositions.recordedAt,
        })
        .from(riderPositions)
        .where(inArray(riderPositions.deliveryId, [...deliveryIds]))
        .orderBy(riderPositions.deliveryId, desc(riderPositions.recordedAt));
    },

    /** Riders with an open shift (and an account still allowed in), with that shift's deliveries. */
    async onShift(): Promise<OnShiftRiderRow[]> {
      const riders = await db
        .select({
          id: users.id,
          name: users.name,
          phone: sql<string>`coalesce(${riderProfiles.phone}, '')`,
          shiftId: riderShifts.id,
          openedAt: riderShifts.openedAt,
        })
        .from(riderShifts)
        .innerJoin(users, eq(users.id, riderShifts.riderId))
        .leftJoin(riderProfiles, eq(riderProfiles.userId, riderShifts.riderId))
        .where(and(isNull(riderShifts.closedAt), eq(users.role, 'rider'), eq(users.banned, false)))
        .orderBy(asc(riderShifts.openedAt));
      if (riders.length === 0) return [];
      const rows = await db
        .select({
          id: deliveries.id,
          shiftId: deliveries.shiftId,
          status: deliveries.status,
          finishedAt: deliveries.finishedAt,
        })
        .from(deliveries)
        .where(
          inArray(
            deliveries.shiftId,
            riders.map((r) => r.shiftId),
          ),
        );
      return riders.map((r) => ({ ...r, deliveries: rows.filter((d) => d.shiftId === r.shiftId) }));
    },

    /**
     * Gives the order to the rider. `expectFrom` is the rider the caller saw holding it (null:
     * nobody): when someone else holds it now, two managers raced and this one loses with a
     * conflict rather than silently taking the order from the winner.
     */
    async assign(input: {
      orderId: string;
      riderId: string;
      expectFrom: string | null;
      assignedBy: string | null;
    }): Promise<Assignment> {
      const { orderId, riderId, expectFrom, assignedBy } = input;
      try {
        return await db.transaction(async (tx) => {
          const order = await lockOrder(tx, orderId);
          if (!order) throw notFound('Order not found');
          if (order.orderType !== 'delivery' || !['preparing', 'ready'].includes(order.status))
            throw conflict(DISPATCH_MESSAGES.notDeliverable);
          const [current] = await tx
            .select({ id: deliveries.id, riderId: deliveries.riderId, status: deliveries.status })
            .from(deliveries)
            .where(and(eq(deliveries.orderId, orderId), active));
          if (current?.riderId === riderId)
            return { deliveryId: current.id, customerId: order.userId, fromRiderId: null, unchanged: true };
          if ((current?.riderId ?? null) !== expectFrom) throw conflict(DISPATCH_MESSAGES.alreadyAssigned);
          if (current?.status === 'picked_up')
            throw conflict('This order is already on the road; it cannot be given to another rider');
          const [shift] = await tx
            .select({ id: riderShifts.id })
            .from(riderShifts)
            .innerJoin(users, eq(users.id, riderShifts.riderId))
            .where(
              and(
                eq(riderShifts.riderId, riderId),
                isNull(riderShifts.closedAt),
                eq(users.role, 'rider'),
                eq(users.banned, false),
              ),
            )
            .for('update', { of: riderShifts });
          if (!shift) throw conflict(DISPATCH_MESSAGES.notOnShift);
          // The lock above may have waited for a disable (which closes or checks the shift), and
          // that wait keeps the users.banned value read before it. A new statement sees what
          // committed meanwhile (READ COMMITTED), so a rider disabled while we waited gets nothing.
          const [account] = await tx
            .select({ banned: users.banned })
            .from(users)
            .where(eq(users.id, riderId));
          if (!account || account.banned) throw conflict(DISPATCH_MESSAGES.riderDisabled);
          const [load] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(deliveries)
            .where(and(eq(deliveries.riderId, riderId), active));
          if ((load?.n ?? 0) >= MAX_ORDERS_PER_RIDER) throw conflict(DISPATCH_MESSAGES.riderFull);
          if (current) {
            await tx
              .update(deliveries)
              .set({ status: 'withdrawn', withdrawnAt: new Date(), withdrawnBy: assignedBy })
              .where(and(eq(deliveries.id, current.id), eq(deliveries.status, 'assigned')));
          }
          const [made] = await tx
            .insert(deliveries)
            .values({ orderId, riderId, shiftId: shift.id, assignedBy })
            .returning({ id: deliveries.id });
          if (!made) throw new Error('the delivery insert returned no row');
          await queueAssignedPush(tx, made.id, orderId, riderId);
          return {
            deliveryId: made.id,
            customerId: order.userId,
            fromRiderId: current?.riderId ?? null,
            unchanged: false,
          };
        });
      } catch (error) {
        // The last line of defence: another instance's assignment committed in between.
        if (isUniqueViolation(error, ONE_ACTIVE_PER_ORDER)) throw conflict(DISPATCH_MESSAGES.alreadyAssigned);
        throw error;
      }
    },

    /** Takes the order off its rider before pick-up; answers the rider it was taken from. */
    async unassign(
      orderId: string,
      by: string,
    ): Promise<{ riderId: string; deliveryId: string; customerId: string | null }> {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw notFound('Order not found');
        const [current] = await tx
          .select({ id: deliveries.id, riderId: deliveries.riderId, status: deliveries.status })
          .from(deliveries)
          .where(and(eq(deliveries.orderId, orderId), active));
        if (!current) throw conflict('No rider holds this order');
        if (current.status === 'picked_up')
          throw conflict('The rider has picked this order up; it can no longer be taken back');
        await tx
          .update(deliveries)
          .set({ status: 'withdrawn', withdrawnAt: new Date(), withdrawnBy: by })
          .where(eq(deliveries.id, current.id));
        return { riderId: current.riderId, deliveryId: current.id, customerId: order.userId };
      });
    },

    /**
     * A delivery order back at the shop after a failed delivery becomes a pickup order 'Ready for
     * pickup' (out_for_delivery), recorded as a status event so the customer hears of it.
     */
    async toPickup(orderId: string, actorUserId: string): Promise<{ from: OrderStatus }> {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw notFound('Order not found');
        const history = await tx
          .select({ status: deliveries.status })
          .from(deliveries)
          .where(and(eq(deliveries.orderId, orderId), sql`${deliveries.status} <> 'withdrawn'`))
          .orderBy(desc(deliveries.assignedAt), desc(deliveries.id))
          .limit(1);
        if (order.orderType !== 'delivery' || order.status !== 'ready' || history[0]?.status !== 'failed')
          throw conflict(DISPATCH_MESSAGES.notFailed);
        await tx
          .update(orders)
          .set({ orderType: 'pickup', status: 'out_for_delivery', updatedAt: new Date() })
          .where(eq(orders.id, orderId));
        await tx.insert(orderStatusEvents).values({
          orderId,
          fromStatus: order.status,
          toStatus: 'out_for_delivery',
          actorUserId,
          reason: 'Delivery failed: to be collected at the shop',
        });
        return { from: order.status };
      });
    },

    /** Whether a rider holds the order now (auto-assign skips an order already given). */
    async hasActive(orderId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: deliveries.id })
        .from(deliveries)
        .where(and(eq(deliveries.orderId, orderId), active))
        .limit(1);
      return row !== undefined;
    },

    /** The shop's dispatch settings (site_settings.dispatch; null there means the defaults). */
    async settings(): Promise<DispatchSettings> {
      const [row] = await db
        .select({ dispatch: siteSettings.dispatch })
        .from(siteSettings)
        .where(eq(siteSettings.id, 'site'));
      return { ...DEFAULT_DISPATCH, ...(row?.dispatch ?? {}) };
    },
  };
}

export type DeliveriesRepo = ReturnType<typeof createDeliveriesRepo>;
