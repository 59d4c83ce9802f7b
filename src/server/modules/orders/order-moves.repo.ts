// An order's moves through its life: status changes (with the bill number a delivery takes from its
// year's counter row, decision 021) and the kitchen ticket's first print, each claimed once however
// many instances and boards race for it.
import { and, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/database.ts';
import {
  billCounters,
  discountCodes,
  discountRedemptions,
  orderStatusEvents,
  orders,
} from '#server/db/schema.ts';
import { conflict } from '#server/http/app-error.ts';
import { formatBillNumber } from '#shared/billing/bill-number.ts';
import { DISPATCH_MESSAGES } from '#shared/dispatch/delivery-rules.ts';
import type { OrderStatus } from '#shared/orders.ts';
import { lockOrderRow, riderHolding, withdrawDelivery } from '../dispatch/order-holder.ts';
import { issueCreditNotes } from '../month-end/credit-notes.repo.ts';

/** The bill a delivery issues: its financial year, the number's prefix, and the moment (decision 021). */
export type BillIssue = { financialYear: number; yearLabel: string; prefix: string; at: Date };

/**
 * What recording the first ticket print came to: whether this call claimed it, when the first
 * print was (null only for a cancelled order that never printed), and the order's status.
 */
export type TicketClaim = { claimed: boolean; printedAt: Date | null; status: OrderStatus };

/** A move made: the riders a cancellation took the order from (to be told once it commits). */
export type Moved = { withdrawnFrom: string[] };

/**
 * Gives the order the next number of the bill's financial year, unless it has one. The counter row
 * stays locked until the commit, so deliveries on every instance number one after another, and a
 * rollback gives the number back (no gaps, none twice).
 */
export async function takeBillNumber(tx: Tx, id: string, bill: BillIssue): Promise<void> {
  const [counter] = await tx
    .insert(billCounters)
    .values({ financialYear: bill.financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: billCounters.financialYear,
      set: { lastNumber: sql`${billCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: billCounters.lastNumber });
  if (!counter) throw new Error('the bill counter returned no row');
  await tx
    .update(orders)
    .set({
      billNumber: formatBillNumber(bill.prefix, bill.yearLabel, counter.lastNumber),
      billedAt: bill.at,
    })
    .where(and(eq(orders.id, id), isNull(orders.billNumber)));
  // Refunds processed before the bill (part of a prepaid order sent back before delivery) get
  // their credit notes now, after the bill they reverse (docs/product.md#credit-notes).
  await issueCreditNotes(tx, id, bill.at);
}

/** A cancelled order gives its code use back. */
async function releaseCodeUse(tx: Tx, id: string): Promise<void> {
  const released = await tx
    .delete(discountRedemptions)
    .where(eq(discountRedemptions.orderId, id))
    .returning({ codeId: discountRedemptions.codeId });
  for (const { codeId } of released) {
    await tx
      .update(discountCodes)
      .set({ usedCount: sql`greatest(${discountCodes.usedCount} - 1, 0)` })
      .where(eq(discountCodes.id, codeId));
  }
}

/**
 * The move inside the caller's transaction (changeStatus below, or a rider's tap that records the
 * tap and the delivery in the same one, docs/product.md#the-riders-page). False when the order is
 * no longer in `from`.
 */
export async function changeStatusIn(
  tx: Tx,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  /** null when the system moved it (an unpaid online order expiring). */
  actorUserId: string | null,
  reason: string | null,
  bill?: BillIssue,
): Promise<Moved | false> {
  const moved = await tx
    .update(orders)
    .set({ status: to, updatedAt: new Date(), ...(to === 'cancelled' ? { cancelReason: reason } : {}) })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning({ id: orders.id, billNumber: orders.billNumber });
  if (moved.length === 0) return false;
  // After the order's own row, always in this order, so two deliveries cannot deadlock.
  if (bill && moved[0]?.billNumber === null) await takeBillNumber(tx, id, bill);
  if (to === 'delivered') {
    // Handed over: the rider or the counter took the money of an at-door order
    // (docs/product.md#online-payments). An order paid online was paid already.
    await tx
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: bill?.at ?? new Date() })
      .where(and(eq(orders.id, id), ne(orders.paymentMethod, 'online'), eq(orders.paymentStatus, 'pending')));
  }
  await tx
    .insert(orderStatusEvents)
    .values({ orderId: id, fromStatus: from, toStatus: to, actorUserId, reason });
  if (to === 'cancelled') await releaseCodeUse(tx, id);
  // A cancelled order leaves its rider's hands in the same transaction (after the order row, as
  // assign and unassign lock): no rider is left carrying, or sending positions for, an order that
  // is gone (docs/product.md#sending-an-order-with-a-rider).
  const withdrawnFrom = to === 'cancelled' ? await withdrawDelivery(tx, id, actorUserId) : [];
  return { withdrawnFrom };
}

export function createOrderMovesRepo(db: Db) {
  return {
    /**
     * Records the first kitchen-ticket print. `update ... where ticket_printed_at is null` claims
     * it atomically: of two boards (or one that reloads) exactly one gets claimed = true. A
     * cancelled order is never claimed. Undefined when there is no such order.
     */
    async claimTicket(id: string, at: Date): Promise<TicketClaim | undefined> {
      const [claimed] = await db
        .update(orders)
        .set({ ticketPrintedAt: at })
        .where(
          and(
            eq(orders.id, id),
            isNull(orders.ticketPrintedAt),
            // Nothing to cook: cancelled, or not paid yet (the kitchen never sees it before).
            notInArray(orders.status, ['cancelled', 'awaiting_payment']),
          ),
        )
        .returning({ printedAt: orders.ticketPrintedAt, status: orders.status });
      if (claimed?.printedAt) return { claimed: true, printedAt: claimed.printedAt, status: claimed.status };
      const [row] = await db
        .select({ printedAt: orders.ticketPrintedAt, status: orders.status })
        .from(orders)
        .where(eq(orders.id, id));
      if (!row) return undefined;
      return { claimed: false, printedAt: row.printedAt, status: row.status };
    },

    /**
     * Takes back a first print that never came out of the network printer (decision 029), only if
     * it is still the one claimed `at`: a print recorded meanwhile by a board stays. True if taken back.
     */
    async releaseTicket(id: string, at: Date): Promise<boolean> {
      const released = await db
        .update(orders)
        .set({ ticketPrintedAt: null })
        .where(and(eq(orders.id, id), eq(orders.ticketPrintedAt, at)))
        .returning({ id: orders.id });
      return released.length > 0;
    },

    /**
     * Moves only if the order is still in `from` (a concurrent move wins once). With `bill` (a
     * delivery), the same transaction takes the next number of the bill's financial year: the
     * counter row stays locked until the commit, so deliveries on every instance number one after
     * another, and a rollback gives the number back (no gaps, none twice; decision 021). A
     * delivery also marks an at-door order still pending paid, at the bill's moment.
     */
    async changeStatus(
      id: string,
      from: OrderStatus,
      to: OrderStatus,
      /** null when the system moved it (an unpaid online order expiring). */
      actorUserId: string | null,
      reason: string | null,
      bill?: BillIssue,
    ): Promise<Moved | false> {
      return db.transaction(async (tx) => {
        // Not the rider's path (a Delivered tap moves with changeStatusIn in the tap's transaction):
        // staff cannot mark delivered an order a rider holds, whose taps record the door and the
        // money (docs/product.md#sending-an-order-with-a-rider). Checked under the order's lock.
        if (to === 'delivered' && (await lockOrderRow(tx, id))) {
          const rider = await riderHolding(tx, id);
          if (rider) throw conflict(DISPATCH_MESSAGES.riderHoldsDelivered(rider));
        }
        return changeStatusIn(tx, id, from, to, actorUserId, reason, bill);
      });
    },
  };
}
