// A minimal Refunds (refunds-contract.ts) for the pay flow's own needs until the refunds service
// (refunds.service.ts, built alongside) takes its place in services.ts: the refund row is written
// before the gateway is asked (its id is the receipt), the gateway's answer and refund webhooks
// move it, and processed refunds make up the order's refunded total and payment status. It does
// not lock the order while checking what is left, nor record refunds started in the gateway's
// dashboard: the refunds service does both.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/database.ts';
import { orders, refunds } from '#server/db/schema.ts';
import { conflict } from '#server/http/app-error.ts';
import { PAYMENT_MESSAGES } from '#shared/api/payments.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { GatewayError, type GatewayRefund, type PaymentGateway } from './payment-gateway.ts';
import type { Refunds } from './refunds-contract.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Log = { warn(details: object, message: string): void };

export function createRefundsForPayFlow(deps: {
  db: Db;
  gateway: PaymentGateway | undefined;
  audit: AuditService;
  announce: (orderId: string) => Promise<unknown>;
  log: Log;
}): Refunds {
  const { db, gateway, audit, announce, log } = deps;

  /** The order's refunded total and payment status, from its processed refunds of its payment. */
  async function recount(on: Db | Tx, orderId: string): Promise<void> {
    await on
      .update(orders)
      .set({
        refundedPaise: sql`least(${orders.totalPaise}, (select coalesce(sum(r.amount_paise), 0)
          from ${refunds} r where r.order_id = ${orders.id} and r.status = 'processed'
          and (${orders.gatewayPaymentId} is null or r.gateway_payment_id = ${orders.gatewayPaymentId})))`,
      })
      .where(eq(orders.id, orderId));
    await on
      .update(orders)
      .set({
        paymentStatus: sql`case when ${orders.refundedPaise} >= ${orders.totalPaise} then 'refunded'
          when ${orders.refundedPaise} > 0 then 'partially_refunded' else ${orders.paymentStatus} end`,
      })
      .where(eq(orders.id, orderId));
  }

  async function apply(refund: GatewayRefund, failureReason: string | null, on: Db | Tx) {
    const ours = or(
      eq(refunds.gatewayRefundId, refund.id),
      refund.receipt && UUID.test(refund.receipt)
        ? and(eq(refunds.id, refund.receipt), isNull(refunds.gatewayRefundId))
        : sql`false`,
    );
    const [row] = await on
      .update(refunds)
      .set({
        status: refund.status,
        gatewayRefundId: refund.id,
        failureReason: refund.status === 'failed' ? (failureReason ?? 'The refund failed') : null,
        updatedAt: new Date(),
      })
      .where(ours)
      .returning({ orderId: refunds.orderId });
    if (!row) return undefined;
    await recount(on, row.orderId);
    return row.orderId;
  }

  return {
    async start(input) {
      const [order] = await db
        .select({
          totalPaise: orders.totalPaise,
          refundedPaise: orders.refundedPaise,
          gatewayPaymentId: orders.gatewayPaymentId,
        })
        .from(orders)
        .where(eq(orders.id, input.orderId));
      const paymentId = input.paymentId ?? order?.gatewayPaymentId;
      if (!order || !paymentId || !gateway) throw conflict(PAYMENT_MESSAGES.refundNotPaid);
      const amountPaise = input.amountPaise ?? order.totalPaise - order.refundedPaise;
      if (amountPaise <= 0) throw conflict(PAYMENT_MESSAGES.nothingToRefund);
      const [row] = await db
        .insert(refunds)
        .values({
          orderId: input.orderId,
          amountPaise,
          reason: input.reason,
          gatewayPaymentId: paymentId,
          actorUserId: input.actorUserId,
        })
        .returning({ id: refunds.id });
      if (!row) throw new Error('the refund row was not written');
      await audit.record(input.context, {
        action: 'payments.refund_started',
        tableName: 'orders',
        recordId: input.orderId,
        newValues: { refundId: row.id, paymentId, amountPaise, reason: input.reason },
      });
      try {
        await apply(await gateway.refund(paymentId, amountPaise, row.id), null, db);
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        log.warn({ err: error }, 'the gateway refused a refund');
        await db
          .update(refunds)
          .set({ status: 'failed', failureReason: error.message.slice(0, 300), updatedAt: new Date() })
          .where(eq(refunds.id, row.id));
        await audit.record(input.context, {
          action: 'payments.refund_failed',
          tableName: 'orders',
          recordId: input.orderId,
          newValues: { refundId: row.id, error: error.message },
        });
      }
      await announce(input.orderId);
    },
    apply,
  };
}
