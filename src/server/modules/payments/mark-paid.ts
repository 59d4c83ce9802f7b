// The one way a payment pays an order (decision 022): the browser's return, the webhook and the
// expiry sweep all end here. The order moves awaiting_payment -> placed in one transaction with its
// history and audit entry; whoever comes second changes nothing. Money that arrives for an order
// that can no longer take it (expired, or already paid by another payment) is refunded in full,
// never kept silently.
import type { Db, Tx } from '#server/db/database.ts';
import { AppError } from '#server/http/app-error.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { GatewayPayment } from './payment-gateway.ts';
import type { PayableOrder, PaymentsRepo } from './payments.repo.ts';
import type { Refunds } from './refunds-contract.ts';

type Payment = GatewayPayment;

export const LATE_PAYMENT_REASON = 'Paid after the order expired';
export const SECOND_PAYMENT_REASON = 'Paid twice';

/** What applying a captured payment to an order came to. */
export type PaidOutcome =
  | { kind: 'placed'; orderId: string }
  /** This payment had paid it already (the browser and the webhook both came). */
  | { kind: 'already'; orderId: string }
  /** Its amount or currency is not the order's: refused and audited, for staff to settle. */
  | { kind: 'mismatch'; orderId: string }
  /** The order cannot take it: the payment is to be refunded in full. */
  | {
      kind: 'refund';
      orderId: string;
      paymentId: string;
      amountPaise: number;
      reason: typeof LATE_PAYMENT_REASON | typeof SECOND_PAYMENT_REASON;
    };

/** Whether a payment is for exactly what the order costs; the amount is never the browser's word. */
export function paysInFull(order: Pick<PayableOrder, 'totalPaise'>, payment: Payment): boolean {
  return payment.amountPaise === order.totalPaise && payment.currency === 'INR';
}

/** The audit entry of a payment that does not match its order. */
export function mismatchEntry(order: Pick<PayableOrder, 'id' | 'totalPaise'>, payment: Payment) {
  return {
    action: 'payments.amount_mismatch',
    recordId: order.id,
    newValues: {
      paymentId: payment.id,
      amountPaise: payment.amountPaise,
      currency: payment.currency,
      orderTotalPaise: order.totalPaise,
    },
  };
}

export function createMarkPaid(deps: {
  db: Db;
  repo: PaymentsRepo;
  refunds: Refunds;
  audit: AuditService;
  /** Tells the board, the bell and the customer's page (ordersService.announce). */
  announce: (orderId: string) => Promise<unknown>;
  now: () => Date;
}) {
  const { db, repo, refunds, audit, announce, now } = deps;

  /** Applies a captured payment inside the caller's transaction; side effects wait for settle(). */
  async function applyIn(
    tx: Tx,
    order: Pick<PayableOrder, 'id' | 'totalPaise'>,
    payment: Payment,
    context: RequestContext,
  ): Promise<PaidOutcome> {
    if (!paysInFull(order, payment)) {
      await repo.audit(tx, { context, ...mismatchEntry(order, payment) });
      return { kind: 'mismatch', orderId: order.id };
    }
    const entry = {
      context,
      action: 'payments.paid',
      newValues: { paymentId: payment.id, amountPaise: payment.amountPaise, method: payment.method },
    };
    if (await repo.placePaid(tx, order.id, payment.id, now(), entry))
      return { kind: 'placed', orderId: order.id };
    const state = await repo.paymentState(tx, order.id);
    if (state?.gatewayPaymentId === payment.id) return { kind: 'already', orderId: order.id };
    return {
      kind: 'refund',
      orderId: order.id,
      paymentId: payment.id,
      amountPaise: payment.amountPaise,
      // Not awaiting payment and not paid: only expiry (or the customer) cancels an unpaid order.
      reason: state?.gatewayPaymentId ? SECOND_PAYMENT_REASON : LATE_PAYMENT_REASON,
    };
  }

  /** What follows the commit: the order is announced, or the stray payment refunded. */
  async function settle(outcome: PaidOutcome, context: RequestContext): Promise<void> {
    if (outcome.kind === 'placed') {
      await announce(outcome.orderId);
      return;
    }
    if (outcome.kind !== 'refund') return;
    // The same stray payment arrives by the browser, payment.captured and order.paid: one refund.
    // Two of them in the same instant can both pass this check; the refunds then queue on the
    // order's row lock and the second finds nothing left of that payment (a 409), which means
    // the refund is already started: money never leaves twice, and nobody is told otherwise.
    if (await repo.refundStarted(outcome.paymentId)) return;
    await audit.record(context, {
      action: outcome.reason === LATE_PAYMENT_REASON ? 'payments.late_capture' : 'payments.second_capture',
      tableName: 'orders',
      recordId: outcome.orderId,
      newValues: { paymentId: outcome.paymentId, amountPaise: outcome.amountPaise },
    });
    try {
      await refunds.start({
        orderId: outcome.orderId,
        paymentId: outcome.paymentId,
        amountPaise: outcome.amountPaise,
        reason: outcome.reason,
        actorUserId: null,
        context,
      });
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
    }
  }

  return {
    applyIn,
    settle,
    /** applyIn in a transaction of its own, then settle: for the browser's return and expiry. */
    async markPaid(
      order: Pick<PayableOrder, 'id' | 'totalPaise'>,
      payment: Payment,
      context: RequestContext,
    ): Promise<PaidOutcome> {
      const outcome = await db.transaction((tx) => applyIn(tx, order, payment, context));
      await settle(outcome, context);
      return outcome;
    },
  };
}

export type MarkPaid = ReturnType<typeof createMarkPaid>;
