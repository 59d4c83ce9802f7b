// The refunds table and the order figures that follow it (decision 022). Every step takes the
// handle it runs on: the refund request runs its checks in its own transaction (inTransaction), and
// the gateway's news runs in the caller's (the webhook's) transaction, so nothing here opens a second
// connection while one is held (PGlite has only one).
import { and, asc, eq, inArray, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/database.ts';
import { orders, refunds } from '#server/db/schema.ts';
import type { PaymentStatus, RefundStatus } from '#shared/orders.ts';
import { UUID } from '#shared/uuid.ts';
import { issueCreditNotes } from '../month-end/credit-notes.repo.ts';

export type RefundRow = typeof refunds.$inferSelect;

/** What a refund is checked against, read with the order's row locked until the transaction ends. */
export type RefundableOrder = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'orderNumber'
  | 'totalPaise'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'gatewayOrderId'
  | 'gatewayPaymentId'
>;

/** The order's payment status once `refundedPaise` of its own payment has come back. */
export function paymentStatusAfterRefunds(
  current: PaymentStatus,
  refundedPaise: number,
  totalPaise: number,
): PaymentStatus {
  if (refundedPaise > 0 && refundedPaise >= totalPaise) return 'refunded';
  if (refundedPaise > 0) return 'partially_refunded';
  return current;
}

function refundable(h: Db | Tx, orderId: string) {
  return h
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      totalPaise: orders.totalPaise,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      gatewayOrderId: orders.gatewayOrderId,
      gatewayPaymentId: orders.gatewayPaymentId,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
}

/** The database's clock less a whole number of milliseconds (our own constant, never input). */
const dbNowLess = (ms: number) => sql.raw(`now() - interval '${Math.round(ms)} milliseconds'`);

/** Asked for and not yet confirmed by the gateway: pending, with no gateway refund id. */
const unconfirmed = and(eq(refunds.status, 'pending'), isNull(refunds.gatewayRefundId));

/** The amounts of the order's refunds of one payment whose status passes `status`, summed. */
async function paiseOfRefunds(h: Db | Tx, orderId: string, paymentId: string, status: SQL): Promise<number> {
  const [row] = await h
    .select({ paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::float8` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.gatewayPaymentId, paymentId), status));
  return Number(row?.paise ?? 0);
}

/** Writes one refund row and hands it back: an insert that returns no row is a bug, not a case. */
async function insertRefund(h: Db | Tx, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await h.insert(refunds).values(values).returning();
  if (!row) throw new Error('the refund insert returned no row');
  return row;
}

function steps(h: Db | Tx) {
  return {
    /** The order, its row locked (select ... for update): refunds of one order are decided one at a time. */
    async lockOrder(orderId: string): Promise<RefundableOrder | undefined> {
      const [row] = await refundable(h, orderId).for('update');
      return row;
    },

    /** The order as it is now, without a lock (outside a transaction). */
    async readOrder(orderId: string): Promise<RefundableOrder | undefined> {
      const [row] = await refundable(h, orderId);
      return row;
    },

    /** What is already on its way back from one payment: every refund of it that has not failed. */
    async committedPaise(orderId: string, paymentId: string): Promise<number> {
      return paiseOfRefunds(h, orderId, paymentId, ne(refunds.status, 'failed'));
    },

    /** Whether a refund of the order is pending with no gateway id: asked for, not yet confirmed. */
    async hasUnconfirmed(orderId: string): Promise<boolean> {
      const [row] = await h
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), unconfirmed))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Pending refunds to ask the gateway about (the database's clock, shared by every instance):
     * unconfirmed ones last touched more than `unconfirmedMs` ago, and confirmed ones whose outcome
     * has not arrived in `confirmedMs` (a lost webhook; a normal refund takes days, so seldom).
     * Claimed by touching them: the update's own condition re-checks the age, so of two instances
     * claiming at once only one gets a row.
     */
    async claimPendingToCheck(
      ages: { unconfirmedMs: number; confirmedMs: number },
      limit: number,
    ): Promise<
      {
        refundId: string;
        orderId: string;
        paymentId: string;
        amountPaise: number;
        gatewayRefundId: string | null;
      }[]
    > {
      const stale = and(
        eq(refunds.status, 'pending'),
        or(
          and(isNull(refunds.gatewayRefundId), lt(refunds.updatedAt, dbNowLess(ages.unconfirmedMs))),
          and(isNotNull(refunds.gatewayRefundId), lt(refunds.updatedAt, dbNowLess(ages.confirmedMs))),
        ),
      );
      const due = h
        .select({ id: refunds.id })
        .from(refunds)
        .where(stale)
        .orderBy(asc(refunds.updatedAt))
        .limit(limit);
      return h
        .update(refunds)
        .set({ updatedAt: sql`now()` })
        .where(and(inArray(refunds.id, due), stale))
        .returning({
          refundId: refunds.id,
          orderId: refunds.orderId,
          // Only gateway refunds are ever pending (a counter refund is handed over as it is
          // recorded), and those always name the payment (refunds_gateway_has_payment).
          paymentId: sql<string>`${refunds.gatewayPaymentId}`,
          amountPaise: refunds.amountPaise,
          gatewayRefundId: refunds.gatewayRefundId,
        });
    },

    /**
     * Refunds marked failed before lost answers stayed pending (until issue 48 a timeout was
     * recorded as failed with `guessText`, and a retry could refund again): the gateway is asked
     * whether it made them after all.
     */
    async legacyGuesses(guessText: string, limit: number) {
      return h
        .select({
          refundId: refunds.id,
          orderId: refunds.orderId,
          // Failed guesses were gateway refunds, which always name the payment.
          paymentId: sql<string>`${refunds.gatewayPaymentId}`,
          amountPaise: refunds.amountPaise,
        })
        .from(refunds)
        .where(
          and(
            eq(refunds.status, 'failed'),
            isNull(refunds.gatewayRefundId),
            eq(refunds.failureReason, guessText),
          ),
        )
        .limit(limit);
    },

    /** A legacy guess the gateway has no record of: said so, and not asked about again. */
    async settleLegacyGuess(id: string, guessText: string, reason: string): Promise<void> {
      await h
        .update(refunds)
        .set({ failureReason: reason, updatedAt: new Date() })
        .where(
          and(eq(refunds.id, id), eq(refunds.failureReason, guessText), isNull(refunds.gatewayRefundId)),
        );
    },

    async insertPending(input: {
      orderId: string;
      amountPaise: number;
      reason: string;
      paymentId: string;
      actorUserId: string | null;
      /** The shop day it counts on (shopDayOf); the column's default, the calendar date, without one. */
      shopDay?: string;
    }): Promise<string> {
      const row = await insertRefund(h, {
        orderId: input.orderId,
        amountPaise: input.amountPaise,
        reason: input.reason,
        gatewayPaymentId: input.paymentId,
        actorUserId: input.actorUserId,
        status: 'pending',
        ...(input.shopDay ? { shopDay: input.shopDay } : {}),
      });
      return row.id;
    },

    /**
     * Our row for a refund the gateway tells us about: by its gateway id, else by the receipt we
     * gave (our row's id) when the answer to our request has not been recorded yet.
     */
    async find(gatewayRefundId: string, receipt: string | null, paymentId: string) {
      const [byGatewayId] = await h
        .select()
        .from(refunds)
        .where(eq(refunds.gatewayRefundId, gatewayRefundId));
      if (byGatewayId) return byGatewayId;
      if (!receipt || !UUID.test(receipt)) return undefined;
      const [byReceipt] = await h
        .select()
        .from(refunds)
        .where(and(eq(refunds.id, receipt), eq(refunds.gatewayPaymentId, paymentId)));
      return byReceipt;
    },

    /** The order whose captured payment this is, if it is one of ours. */
    async orderIdOfPayment(paymentId: string): Promise<string | undefined> {
      const [row] = await h
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.gatewayPaymentId, paymentId));
      return row?.id;
    },

    /** A refund started outside the shop (the gateway's dashboard), recorded as the gateway has it. */
    async insertFromGateway(input: {
      orderId: string;
      gatewayRefundId: string;
      paymentId: string;
      amountPaise: number;
      status: RefundStatus;
      reason: string;
      failureReason: string | null;
    }): Promise<RefundRow> {
      return insertRefund(h, {
        orderId: input.orderId,
        amountPaise: input.amountPaise,
        reason: input.reason,
        gatewayPaymentId: input.paymentId,
        gatewayRefundId: input.gatewayRefundId,
        status: input.status,
        failureReason: input.failureReason,
      });
    },

    /** Records the gateway's id for our row (once; it never changes). */
    async setGatewayId(id: string, gatewayRefundId: string): Promise<void> {
      await h
        .update(refunds)
        .set({ gatewayRefundId })
        .where(and(eq(refunds.id, id), sql`${refunds.gatewayRefundId} is null`));
    },

    /** A row marked failed on a guess that the gateway shows pending: pending again. */
    async reopen(id: string): Promise<void> {
      await h
        .update(refunds)
        .set({ status: 'pending', failureReason: null, updatedAt: new Date() })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'failed')));
    },

    /**
     * Moves a pending row to processed or failed; a row that already ended stays as it is (the
     * gateway's events may arrive late, twice, or out of order). `fromFailed` also moves a failed
     * row: one we marked failed only because the gateway's answer never came, which the gateway
     * then says it processed. Answers whether it moved.
     */
    async finish(
      id: string,
      status: 'processed' | 'failed',
      failureReason: string | null,
      fromFailed = false,
    ): Promise<boolean> {
      const moved = await h
        .update(refunds)
        .set({
          status,
          failureReason: status === 'failed' ? failureReason : null,
          updatedAt: new Date(),
        })
        .where(
          and(eq(refunds.id, id), inArray(refunds.status, fromFailed ? ['pending', 'failed'] : ['pending'])),
        )
        .returning({ id: refunds.id });
      return moved.length > 0;
    },

    /**
     * orders.refunded_paise = the processed refunds of the order's own payment (a second capture's
     * refunds are not the order's money), and the payment status that follows. Run with the
     * order's row locked, so two refunds settling at once are summed one after the other.
     */
    async recompute(orderId: string): Promise<void> {
      const [order] = await h
        .select({
          totalPaise: orders.totalPaise,
          paymentStatus: orders.paymentStatus,
          refundedPaise: orders.refundedPaise,
          gatewayPaymentId: orders.gatewayPaymentId,
        })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (!order?.gatewayPaymentId) return;
      const refundedPaise = await paiseOfRefunds(
        h,
        orderId,
        order.gatewayPaymentId,
        eq(refunds.status, 'processed'),
      );
      const paymentStatus = paymentStatusAfterRefunds(order.paymentStatus, refundedPaise, order.totalPaise);
      if (refundedPaise === order.refundedPaise && paymentStatus === order.paymentStatus) return;
      await h
        .update(orders)
        .set({ refundedPaise, paymentStatus, updatedAt: new Date() })
        .where(eq(orders.id, orderId));
    },

    /**
     * Credit notes, dated `at`, for the order's processed refunds that have none, when the order
     * has its bill (docs/product.md#credit-notes): run in the transaction that processed them.
     */
    async issueCreditNotes(orderId: string, at: Date): Promise<number> {
      return issueCreditNotes(h, orderId, at);
    },
  };
}

export type RefundSteps = ReturnType<typeof steps>;

export function createRefundsRepo(db: Db) {
  return {
    ...steps(db),
    /** The same steps on another handle (the caller's transaction). */
    on: (h: Db | Tx) => steps(h),
    /** Runs `work` in one transaction of its own; it commits when work resolves. */
    inTransaction<T>(work: (s: RefundSteps, tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(steps(tx), tx));
    },
  };
}

export type RefundsRepo = ReturnType<typeof createRefundsRepo>;
