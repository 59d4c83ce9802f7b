// Refunds (docs/product.md#online-payments, decision 022): a row is written, checked against what
// is left under the order's row lock, before the gateway is asked; the gateway's answer and its
// refund events then move the row, and only processed refunds count on the order. The row's id is
// the request's idempotency key: a request whose answer was lost stays pending ('checking with the
// gateway') and is asked about again with the same key, so it can never become two refunds.
import type { Db, Tx } from '#server/db/database.ts';
import { conflict, invalid, notFound } from '#server/http/app-error.ts';
import { type RequestContext, SYSTEM_CONTEXT } from '#server/http/request-context.ts';
import { PAYMENT_MESSAGES } from '#shared/api/payments.ts';
import { toRupees } from '#shared/money.ts';
import { UUID } from '#shared/uuid.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ShopDayNow } from '../day-close/shop-day-now.ts';
import {
  GATEWAY_NOT_CONFIGURED,
  GatewayError,
  type GatewayRefund,
  type PaymentGateway,
} from './payment-gateway.ts';
import type { RefundableOrder, RefundSteps, RefundsRepo } from './refunds.repo.ts';
import type { Refunds, StartRefund } from './refunds-contract.ts';

/** The reason on a refund the shop did not ask for, started in the gateway's own dashboard. */
export const DASHBOARD_REFUND_REASON = 'Refunded from the gateway dashboard';

const SYSTEM = SYSTEM_CONTEXT;
/** Paid online: refunded in full is still 'paid online', with nothing left (the 409 says so). */
const REFUNDABLE = new Set(['paid', 'partially_refunded', 'refunded']);

const notConfigured = () =>
  new GatewayError('no payment gateway is configured', undefined, GATEWAY_NOT_CONFIGURED);

/**
 * The audit entry of a refund row the gateway's news wrote or moved: failed, else processed (a
 * dashboard refund first seen pending is logged as processed, as it always has been).
 */
function auditGatewayNews(
  auditLog: AuditService,
  refund: GatewayRefund,
  row: { id: string; orderId: string; amountPaise: number },
  details: Record<string, unknown>,
) {
  return auditLog.record(SYSTEM, {
    action: refund.status === 'failed' ? 'payments.refund_failed' : 'payments.refund_processed',
    tableName: 'refunds',
    recordId: row.id,
    newValues: {
      orderId: row.orderId,
      amount: toRupees(row.amountPaise),
      gatewayRefundId: refund.id,
      ...details,
    },
  });
}

/** The refund to ask the gateway for, once written. */
type Requested = { refundId: string; orderId: string; paymentId: string; amountPaise: number };

/** A pending refund whose answer was lost is asked about again once it is this old. */
export const CHECK_UNCONFIRMED_AFTER_MS = 60_000;
/** A refund the gateway confirmed whose outcome has not arrived (a lost webhook) is read again this often. */
export const CHECK_CONFIRMED_AFTER_MS = 30 * 60_000;
/** Unconfirmed refunds asked about per sweep; the next sweep takes the rest. */
const CHECK_BATCH = 20;

/** Why a refused refund failed, as staff should read it: the gateway's words, or ours. */
function failureText(error: GatewayError): string {
  return error.description ?? PAYMENT_MESSAGES.refundFailedAtGateway;
}

type Log = { warn(details: object, message: string): void };

export function createRefundsService(deps: {
  repo: RefundsRepo;
  /** undefined when the server has no gateway configured: a refund then fails, saying so. */
  gateway: PaymentGateway | undefined;
  audit: AuditService;
  /** The audit log written on another handle: apply's entries commit with the caller's transaction. */
  auditOn: (h: Db | Tx) => AuditService;
  /** Tells every instance's listeners that the order changed (OrdersService.announce). */
  announce: (orderId: string) => Promise<unknown>;
  /**
   * The shop day a refund staff make now counts on (docs/product.md#the-day-close). A refund
   * started in the gateway's dashboard takes the column's default, the calendar date.
   */
  shopDayNow?: ShopDayNow;
  /** The app's clock: the moment a credit note is issued (docs/product.md#credit-notes). */
  now?: () => Date;
  log: Log;
}): Refunds {
  const { repo, gateway, audit, auditOn, announce, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** The order's figures once a refund row changed, and the credit note of one processed. */
  async function settle(s: RefundSteps, orderId: string): Promise<void> {
    await s.recompute(orderId);
    await s.issueCreditNotes(orderId, now());
  }

  /**
   * How much of `paymentId` can still be sent back. The order's own payment is limited by the
   * order's total; a second capture of the same order (a late payment after it expired) only by
   * that payment's amount, which the gateway reports (`secondCapturePaise`).
   */
  async function leftToRefund(
    s: RefundSteps,
    order: RefundableOrder,
    paymentId: string,
    secondCapturePaise: number | undefined,
  ): Promise<number> {
    const ceiling = secondCapturePaise ?? order.totalPaise;
    return ceiling - (await s.committedPaise(order.id, paymentId));
  }

  /** Checks and writes the pending row under the order's lock; throws the 4xx when it may not be. */
  async function write(input: StartRefund, secondCapturePaise: number | undefined): Promise<Requested> {
    // Before the transaction: the settings it reads may not be in memory.
    const shopDay = await deps.shopDayNow?.();
    return repo.inTransaction(async (s) => {
      const order = await s.lockOrder(input.orderId);
      if (!order) throw notFound('Order not found');
      // A request the gateway has not confirmed may yet be made: a second one could send the same
      // money back twice, so staff wait until the first is known.
      if (input.byHand && (await s.hasUnconfirmed(order.id)))
        throw conflict(PAYMENT_MESSAGES.refundUnresolved);
      const paymentId = input.paymentId ?? order.gatewayPaymentId;
      const own = paymentId === order.gatewayPaymentId;
      if (!paymentId || (own && (order.paymentMethod !== 'online' || !REFUNDABLE.has(order.paymentStatus))))
        throw conflict(PAYMENT_MESSAGES.refundNotPaid);
      const left = await leftToRefund(s, order, paymentId, own ? undefined : secondCapturePaise);
      if (left <= 0) throw conflict(PAYMENT_MESSAGES.nothingToRefund);
      const amountPaise = input.amountPaise ?? left;
      if (!Number.isInteger(amountPaise) || amountPaise < 1 || amountPaise > left)
        throw invalid(PAYMENT_MESSAGES.refundAmount, { amount: PAYMENT_MESSAGES.refundAmount });
      const refundId = await s.insertPending({
        orderId: order.id,
        amountPaise,
        reason: input.reason,
        paymentId,
        actorUserId: input.actorUserId,
        shopDay,
      });
      return { refundId, orderId: order.id, paymentId, amountPaise };
    });
  }

  /**
   * The amount of a payment that is not the order's own, as the gateway has it, after checking it
   * belongs to this order's gateway order and was captured. Asked before the transaction (never
   * hold a database transaction over an HTTP call); a gateway that does not answer throws, and the
   * caller (the webhook, the expiry sweep) asks again later. Nothing is written meanwhile.
   */
  async function secondCapture(input: StartRefund): Promise<number | undefined> {
    if (!input.paymentId) return undefined;
    const order = await repo.readOrder(input.orderId);
    if (!order) throw notFound('Order not found');
    if (input.paymentId === order.gatewayPaymentId) return undefined;
    if (!gateway) throw notConfigured();
    const payment = await gateway.fetchPayment(input.paymentId);
    const captured = payment.status === 'captured' || payment.status === 'refunded';
    if (!captured || !order.gatewayOrderId || payment.orderId !== order.gatewayOrderId)
      throw conflict(PAYMENT_MESSAGES.refundNotPaid);
    return payment.amountPaise;
  }

  async function recordFailure(requested: Requested, reason: string, context: RequestContext) {
    if (!(await repo.finish(requested.refundId, 'failed', reason))) return;
    await audit.record(context, {
      action: 'payments.refund_failed',
      tableName: 'refunds',
      recordId: requested.refundId,
      newValues: { orderId: requested.orderId, amount: toRupees(requested.amountPaise), reason },
    });
  }

  /**
   * Asks the gateway for a written refund, with its row id as the idempotency key, and records the
   * answer. A refusal fails the row; no answer (a timeout, a 5xx, a request still in progress)
   * leaves it pending for checkUnconfirmed, never failed: the refund may have been made.
   */
  async function ask(requested: Requested, context: RequestContext): Promise<void> {
    if (!gateway) return recordFailure(requested, GATEWAY_NOT_CONFIGURED, context);
    try {
      const answer = await gateway.refund(requested.paymentId, requested.amountPaise, requested.refundId);
      // The gateway's webhook for it may have got here first; apply changes nothing then.
      await repo.inTransaction((s, tx) =>
        applyOn(s, auditOn(tx), { ...answer, receipt: answer.receipt ?? requested.refundId }),
      );
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      if (error.refused) return recordFailure(requested, failureText(error), context);
      log.warn(
        { err: error, refundId: requested.refundId },
        'refund: no answer from the gateway; it stays pending and is asked about again',
      );
    }
  }

  /** A row's refund as the gateway has it: by its gateway id once known, else by our receipt. */
  async function findAtGateway(gw: PaymentGateway, row: Requested & { gatewayRefundId: string | null }) {
    const made = await gw.fetchRefunds(row.paymentId);
    return made.find((r) =>
      row.gatewayRefundId ? r.id === row.gatewayRefundId : r.receipt === row.refundId,
    );
  }

  const refunds: Refunds = {
    async start(input) {
      if (!UUID.test(input.orderId)) throw notFound('Order not found');
      const requested = await write(input, await secondCapture(input));
      await audit.record(input.context, {
        action: 'payments.refund_requested',
        tableName: 'refunds',
        recordId: requested.refundId,
        newValues: {
          orderId: requested.orderId,
          amount: toRupees(requested.amountPaise),
          reason: input.reason,
          paymentId: requested.paymentId,
        },
      });
      // Committed: whatever happens next, the request is on record (a crash leaves it pending,
      // and the gateway's event, which carries our row id as its receipt, finds it later).
      await ask(requested, input.context);
      await announce(requested.orderId);
    },

    apply(refund, db) {
      return applyOn(repo.on(db), auditOn(db), refund);
    },

    async checkUnconfirmed(stopping = () => false) {
      if (!gateway) return 0;
      const due = await repo.claimPendingToCheck(
        { unconfirmedMs: CHECK_UNCONFIRMED_AFTER_MS, confirmedMs: CHECK_CONFIRMED_AFTER_MS },
        CHECK_BATCH,
      );
      let looked = 0;
      for (const row of due) {
        if (stopping()) break;
        looked++;
        try {
          // Looked up first; asked again (same key, same body) only when the gateway has no
          // refund with our receipt, which then makes it once or answers the one in progress. A
          // row the gateway confirmed is only ever looked up.
          const found = await findAtGateway(gateway, row);
          if (found)
            await repo.inTransaction((s, tx) => applyOn(s, auditOn(tx), { ...found, receipt: row.refundId }));
          else if (!row.gatewayRefundId) await ask(row, SYSTEM);
        } catch (error) {
          if (!(error instanceof GatewayError)) throw error;
          log.warn({ err: error, refundId: row.refundId }, 'refund check: the gateway could not be asked');
        }
        await announce(row.orderId);
      }
      return looked + (stopping() ? 0 : await checkLegacyGuesses(gateway));
    },
  };

  /**
   * Rows an older version marked failed when the gateway did not answer: looked up (never asked
   * for again: staff may have refunded by hand since). One the gateway made is applied, and
   * counts; one it has no record of gets words that say so, and is not looked up again.
   */
  async function checkLegacyGuesses(gw: PaymentGateway): Promise<number> {
    const rows = await repo.legacyGuesses(PAYMENT_MESSAGES.gatewayDown, CHECK_BATCH);
    for (const row of rows) {
      try {
        const found = await findAtGateway(gw, { ...row, gatewayRefundId: null });
        if (found)
          await repo.inTransaction((s, tx) => applyOn(s, auditOn(tx), { ...found, receipt: row.refundId }));
        else
          await repo.settleLegacyGuess(
            row.refundId,
            PAYMENT_MESSAGES.gatewayDown,
            PAYMENT_MESSAGES.refundNeverMade,
          );
        await announce(row.orderId);
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        log.warn({ err: error, refundId: row.refundId }, 'refund check: the gateway could not be asked');
      }
    }
    return rows.length;
  }

  /** apply() on the given steps; its audit entries go to `auditLog`, on the same handle. */
  async function applyOn(
    s: RefundSteps,
    auditLog: AuditService,
    refund: GatewayRefund,
  ): Promise<string | undefined> {
    // Razorpay never says why a refund failed (its refund entity has no such field).
    const failureReason = refund.status === 'failed' ? PAYMENT_MESSAGES.refundFailedAtGateway : null;
    const seen = await s.find(refund.id, refund.receipt, refund.paymentId);
    const orderId = seen?.orderId ?? (await s.orderIdOfPayment(refund.paymentId));
    // A refund of a payment the shop does not know (another account's, or a test): nothing to do.
    if (!orderId) return undefined;
    // The order's lock first, as start() takes it: the row and the totals change one at a time.
    await s.lockOrder(orderId);
    // Looked up again under the lock: another delivery of the same news may have just recorded
    // or moved it (a dashboard refund must not be inserted twice).
    const row = await s.find(refund.id, refund.receipt, refund.paymentId);
    if (!row) {
      // Started in the gateway's dashboard, for a payment of ours: recorded as the gateway has it.
      const inserted = await s.insertFromGateway({
        orderId,
        gatewayRefundId: refund.id,
        paymentId: refund.paymentId,
        amountPaise: refund.amountPaise,
        status: refund.status,
        reason: DASHBOARD_REFUND_REASON,
        failureReason,
      });
      await auditGatewayNews(auditLog, refund, inserted, {
        status: refund.status,
        reason: DASHBOARD_REFUND_REASON,
      });
      await settle(s, orderId);
      return orderId;
    }
    // Failed with no gateway id: the gateway refused our request, so no refund was made. Should
    // its word later be that the refund was processed after all (a request asked about again
    // whose first try had been made), that is the truth: the money went back and counts. A refund
    // the gateway itself failed never turns processed.
    const guessedFailure = row.status === 'failed' && !row.gatewayRefundId;
    if (!row.gatewayRefundId) await s.setGatewayId(row.id, refund.id);
    // Guessed failed, yet the gateway has it on its way: pending again, so its outcome moves it.
    if (guessedFailure && refund.status === 'pending') await s.reopen(row.id);
    if (
      refund.status !== 'pending' &&
      (await s.finish(row.id, refund.status, failureReason, guessedFailure && refund.status === 'processed'))
    ) {
      await auditGatewayNews(
        auditLog,
        refund,
        { id: row.id, orderId, amountPaise: row.amountPaise },
        refund.status === 'failed' ? { reason: failureReason } : {},
      );
    }
    await settle(s, orderId);
    return orderId;
  }

  return refunds;
}
