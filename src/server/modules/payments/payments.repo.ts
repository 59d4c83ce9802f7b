// The payment flow's reads and writes on orders (docs/product.md#online-payments, decision 022).
// Every change is conditional on the order's state, so the browser's return, the webhook and the
// expiry sweep on any number of instances can race and still apply a payment once.
import { and, asc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/database.ts';
import {
  auditLogs,
  orderStatusEvents,
  orders,
  paymentWebhookEvents,
  refunds,
  users,
} from '#server/db/schema.ts';
import type { RequestContext } from '#server/http/request-context.ts';

/** An order as paying it needs it. */
export type PayableOrder = {
  id: string;
  userId: string | null;
  orderNumber: string;
  status: (typeof orders.$inferSelect)['status'];
  paymentMethod: (typeof orders.$inferSelect)['paymentMethod'];
  paymentStatus: (typeof orders.$inferSelect)['paymentStatus'];
  totalPaise: number;
  payBy: Date | null;
  gatewayOrderId: string | null;
  gatewayPaymentId: string | null;
  /** The account's phone, prefilled in the gateway's window. */
  customerPhone: string | null;
};

const payableColumns = {
  id: orders.id,
  userId: orders.userId,
  orderNumber: orders.orderNumber,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  totalPaise: orders.totalPaise,
  payBy: orders.payBy,
  gatewayOrderId: orders.gatewayOrderId,
  gatewayPaymentId: orders.gatewayPaymentId,
  customerPhone: users.phoneNumber,
};

/** An audit entry written in the caller's transaction (it stands or falls with the change). */
export type AuditInTx = {
  context: RequestContext;
  action: string;
  recordId: string;
  newValues: unknown;
};

/** The database's clock less a whole number of milliseconds (our own constant, never user input). */
const olderThan = (ms: number) => sql.raw(`now() - interval '${Math.round(ms)} milliseconds'`);

export function createPaymentsRepo(db: Db) {
  async function payable(where: ReturnType<typeof eq>, on: Db | Tx = db): Promise<PayableOrder | undefined> {
    const [row] = await on
      .select(payableColumns)
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(where);
    return row;
  }

  async function audit(tx: Db | Tx, entry: AuditInTx): Promise<void> {
    await tx.insert(auditLogs).values({
      userId: entry.context.userId,
      action: entry.action,
      tableName: 'orders',
      recordId: entry.recordId,
      newValues: entry.newValues,
      ipAddress: entry.context.ipAddress,
      userAgent: entry.context.userAgent?.slice(0, 500) ?? null,
    });
  }

  return {
    byId: (id: string) => payable(eq(orders.id, id)),

    byGatewayOrderId: (tx: Db | Tx, gatewayOrderId: string) =>
      payable(eq(orders.gatewayOrderId, gatewayOrderId), tx),

    audit,

    /**
     * Claims the asking for an order's gateway order, for this instance alone: the order awaits
     * payment, has no gateway order, and nobody holds a claim younger than `staleMs` (one that old
     * belongs to an instance that died mid-call). Times are the database's, as every instance
     * shares it. Answers the attempt's number (1, 2...), or undefined when the claim is someone
     * else's or there is nothing to ask for.
     */
    async claimGatewayOrder(id: string, staleMs: number): Promise<number | undefined> {
      const [row] = await db
        .update(orders)
        .set({
          gatewayOrderClaimedAt: sql`now()`,
          gatewayOrderAttempts: sql`${orders.gatewayOrderAttempts} + 1`,
        })
        .where(
          and(
            eq(orders.id, id),
            eq(orders.status, 'awaiting_payment'),
            isNull(orders.gatewayOrderId),
            sql`(${orders.gatewayOrderClaimedAt} is null or ${orders.gatewayOrderClaimedAt} < ${olderThan(staleMs)})`,
          ),
        )
        .returning({ attempt: orders.gatewayOrderAttempts });
      return row?.attempt;
    },

    /**
     * Lets go of this attempt's claim once its call ended. Only its own: an instance that stalled
     * past the stale age must not clear the claim of the one that took over.
     */
    async releaseGatewayOrder(id: string, attempt: number): Promise<void> {
      await db
        .update(orders)
        .set({ gatewayOrderClaimedAt: null })
        .where(and(eq(orders.id, id), eq(orders.gatewayOrderAttempts, attempt)));
    },

    /**
     * Stores the gateway order of an order still awaiting payment, unless it has one already:
     * answers the one stored (this one, or the one a concurrent request stored first), or
     * undefined when the order no longer awaits payment. One statement, no lock held meanwhile.
     */
    async keepGatewayOrder(id: string, gatewayOrderId: string): Promise<string | undefined> {
      const [row] = await db
        .update(orders)
        .set({
          gatewayOrderId: sql`coalesce(${orders.gatewayOrderId}, ${gatewayOrderId})`,
          gatewayOrderClaimedAt: null,
        })
        .where(and(eq(orders.id, id), eq(orders.status, 'awaiting_payment')))
        .returning({ gatewayOrderId: orders.gatewayOrderId });
      return row?.gatewayOrderId ?? undefined;
    },

    /**
     * awaiting_payment -> placed with the payment, its status event and its audit entry, in the
     * caller's transaction. false when the order was not awaiting payment any more. paid_at is on
     * the app's clock (as a bill's date is: the day's report reads it); the history, like every
     * status change, on the database's.
     */
    async placePaid(
      tx: Tx,
      id: string,
      paymentId: string,
      at: Date,
      entry: Omit<AuditInTx, 'recordId'>,
    ): Promise<boolean> {
      const moved = await tx
        .update(orders)
        .set({
          status: 'placed',
          paymentStatus: 'paid',
          paidAt: at,
          gatewayPaymentId: paymentId,
          paymentFailure: null,
          updatedAt: new Date(),
        })
        .where(and(eq(orders.id, id), eq(orders.status, 'awaiting_payment')))
        .returning({ id: orders.id });
      if (moved.length === 0) return false;
      await tx.insert(orderStatusEvents).values({
        orderId: id,
        fromStatus: 'awaiting_payment',
        toStatus: 'placed',
        actorUserId: null,
        reason: 'Paid online',
      });
      await audit(tx, { ...entry, recordId: id });
      return true;
    },

    /** Where the order's money stands now (read after a conditional update changed nothing). */
    async paymentState(tx: Db | Tx, id: string) {
      const [row] = await tx
        .select({ status: orders.status, gatewayPaymentId: orders.gatewayPaymentId })
        .from(orders)
        .where(eq(orders.id, id));
      return row;
    },

    /** The last attempt failed, as the gateway says why; only while the order still awaits payment. */
    async recordFailure(id: string, reason: string, on: Db | Tx = db): Promise<boolean> {
      const changed = await on
        .update(orders)
        .set({ paymentStatus: 'failed', paymentFailure: reason.slice(0, 500), updatedAt: new Date() })
        .where(and(eq(orders.id, id), eq(orders.status, 'awaiting_payment'), isNull(orders.gatewayPaymentId)))
        .returning({ id: orders.id });
      return changed.length > 0;
    },

    /** Records a webhook event as handled, by its signed key; false when it already was (a repeated delivery). */
    async claimEvent(eventKey: string, event: string, on: Db | Tx = db): Promise<boolean> {
      const stored = await on
        .insert(paymentWebhookEvents)
        .values({ eventId: eventKey, event: event.slice(0, 100) })
        .onConflictDoNothing()
        .returning({ eventId: paymentWebhookEvents.eventId });
      return stored.length > 0;
    },

    /** A refund of this payment already asked for (and not failed): it is never asked twice. */
    async refundStarted(paymentId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.gatewayPaymentId, paymentId), ne(refunds.status, 'failed')))
        .limit(1);
      return row !== undefined;
    },

    /** Orders awaiting payment whose time ran out, oldest deadline first. */
    overdue(at: Date, limit: number): Promise<PayableOrder[]> {
      return db
        .select(payableColumns)
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(and(eq(orders.status, 'awaiting_payment'), lt(orders.payBy, at)))
        .orderBy(asc(orders.payBy))
        .limit(limit);
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
