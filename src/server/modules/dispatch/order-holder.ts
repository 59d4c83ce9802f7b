// Who holds an order now (docs/product.md#sending-an-order-with-a-rider), read and ended inside
// another module's transaction: a staff move that would take the order out of a rider's hands
// either refuses (Mark delivered, Mark paid: the rider's taps record the door and the money) or,
// for a cancellation, ends the delivery in the same transaction so the rider is never left holding
// an order that no longer exists. Callers hold the order row's lock first (order, then delivery:
// the order assign and unassign lock in).
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '#server/db/database.ts';
import { deliveries, orders, users } from '#server/db/schema.ts';
import { ACTIVE_DELIVERY_STATUSES } from '#shared/dispatch/delivery-rules.ts';

const active = inArray(deliveries.status, [...ACTIVE_DELIVERY_STATUSES]);

/** Locks the order row; false when there is no such order. */
export async function lockOrderRow(tx: Tx, orderId: string): Promise<boolean> {
  const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  return row !== undefined;
}

/**
 * The name of the rider holding the order (an assigned or picked-up delivery), or undefined. A
 * statement of its own, after the order's lock: under READ COMMITTED it sees an assignment that
 * committed while this transaction waited for that lock.
 */
export async function riderHolding(tx: Tx, orderId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ name: users.name })
    .from(deliveries)
    .innerJoin(users, eq(users.id, deliveries.riderId))
    .where(and(eq(deliveries.orderId, orderId), active))
    .limit(1);
  return row?.name;
}

/** Ends the order's active delivery as withdrawn by `by`; answers the riders it was taken from. */
export async function withdrawDelivery(tx: Tx, orderId: string, by: string | null): Promise<string[]> {
  const ended = await tx
    .update(deliveries)
    .set({ status: 'withdrawn', withdrawnAt: new Date(), withdrawnBy: by })
    .where(and(eq(deliveries.orderId, orderId), active))
    .returning({ riderId: deliveries.riderId });
  return ended.map((d) => d.riderId);
}
