// POST /api/payments/webhook: the gateway's word on payments and refunds, the source of truth when
// the browser never comes back (decision 022). The signature is checked over the raw bytes with
// the webhook secret before anything else. Each event is applied once: its key, read from the
// signed body (payment-gateway.ts GatewayEvent), is stored in the transaction that applies it, so
// a repeated delivery, or a replay of one under a new event-id header, is acknowledged and
// ignored, and a crash before the commit leaves it to be delivered again.
import type { Db, Tx } from '#server/db/database.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import type { MarkPaid, PaidOutcome } from './mark-paid.ts';
import type { GatewayEvent, GatewayPayment, PaymentGateway } from './payment-gateway.ts';
import type { PaymentsRepo } from './payments.repo.ts';
import type { Refunds } from './refunds-contract.ts';

type Log = {
  info(message: string): void;
  warn(details: object, message: string): void;
};

/** What the route answers: applied (or seen before), a bad signature, or no gateway here. */
export type WebhookAnswer = 'ok' | 'invalid' | 'not-configured';

/** What an event changed, to act on after the commit. */
type Applied = PaidOutcome | { kind: 'changed'; orderId: string } | { kind: 'nothing' };

/**
 * Carries a refund out of the event's transaction, rolling it back: the event is stored only once
 * the refund has been asked for, so a crash in between gets the event delivered again (and the
 * refund is not asked twice: markPaid's settle looks for it first).
 */
class RefundFirst extends Error {
  constructor(readonly outcome: Extract<PaidOutcome, { kind: 'refund' }>) {
    super('refund first');
  }
}

/** Tips after delivery have gateway orders of their own (modules/tips): applied there. */
export type TipPayments = {
  applyWebhookPayment(tx: Tx, kind: 'captured' | 'failed', payment: GatewayPayment): Promise<boolean>;
};

const eventName = (event: GatewayEvent) => (event.kind === 'ignored' ? event.name : event.kind);

export function createPaymentWebhook(deps: {
  db: Db;
  repo: PaymentsRepo;
  gateway: PaymentGateway | undefined;
  markPaid: MarkPaid;
  refunds: Refunds;
  announce: (orderId: string) => Promise<unknown>;
  log: Log;
  tips?: TipPayments;
}) {
  const { db, repo, gateway, markPaid, refunds, announce, log, tips } = deps;

  async function apply(tx: Tx, event: GatewayEvent, context: RequestContext): Promise<Applied> {
    if (event.kind === 'payment.captured' || event.kind === 'order.paid') {
      const { payment } = event;
      const order = payment.orderId ? await repo.byGatewayOrderId(tx, payment.orderId) : undefined;
      if (!order && tips && (await tips.applyWebhookPayment(tx, 'captured', payment)))
        return { kind: 'nothing' };
      if (!order) {
        log.info(`payment webhook ${event.kind} for a gateway order the shop does not know (${payment.id})`);
        return { kind: 'nothing' };
      }
      if (payment.status !== 'captured') return { kind: 'nothing' };
      return markPaid.applyIn(tx, order, payment, context);
    }
    if (event.kind === 'payment.failed') {
      const { payment } = event;
      const order = payment.orderId ? await repo.byGatewayOrderId(tx, payment.orderId) : undefined;
      if (!order) {
        await tips?.applyWebhookPayment(tx, 'failed', payment);
        return { kind: 'nothing' };
      }
      const failed = await repo.recordFailure(order.id, payment.error ?? 'The payment failed', tx);
      return failed ? { kind: 'changed', orderId: order.id } : { kind: 'nothing' };
    }
    if (event.kind === 'refund.processed' || event.kind === 'refund.failed') {
      const orderId = await refunds.apply(event.refund, tx);
      return orderId ? { kind: 'changed', orderId } : { kind: 'nothing' };
    }
    return { kind: 'nothing' };
  }

  return async function receive(
    rawBody: Buffer,
    signature: string | undefined,
    context: RequestContext,
  ): Promise<WebhookAnswer> {
    if (!gateway) return 'not-configured';
    const event = gateway.readWebhook(rawBody, signature);
    if (!event) return 'invalid';
    let applied: Applied;
    try {
      applied = await db.transaction(async (tx) => {
        if (!(await repo.claimEvent(event.eventKey, eventName(event), tx)))
          return { kind: 'nothing' } as const;
        const outcome = await apply(tx, event, context);
        if (outcome.kind === 'refund') throw new RefundFirst(outcome);
        return outcome;
      });
    } catch (error) {
      if (!(error instanceof RefundFirst)) throw error;
      await markPaid.settle(error.outcome, context);
      await repo.claimEvent(event.eventKey, eventName(event));
      return 'ok';
    }
    if (applied.kind === 'changed' || applied.kind === 'placed') {
      // Committed: a failed announcement must not make the gateway deliver it again (it would be
      // ignored as seen); the board and the customer's page catch up on their next read.
      await announce(applied.orderId).catch((error: unknown) =>
        log.warn({ err: error }, 'payment webhook: could not announce the order'),
      );
    }
    return 'ok';
  };
}
