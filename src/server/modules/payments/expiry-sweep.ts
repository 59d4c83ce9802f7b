// Online orders still unpaid at their deadline are cancelled ('Not paid within 15 minutes') and give
// back their discount-code use (docs/product.md#online-payments). The gateway is asked first: a
// payment captured (or only authorized) at the last moment places the order instead. Every
// instance sweeps every 30 seconds; the moves are conditional, so sweeps racing each other, the
// webhook or the browser's return change each order once. The same sweep then asks the gateway
// about refunds whose answer was lost (Refunds.checkUnconfirmed).

import { SYSTEM_CONTEXT } from '#server/http/request-context.ts';
import { singleFlight } from '#server/single-flight.ts';
import { ONLINE_PAYMENT_WINDOW_MINUTES } from '#shared/orders.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { OrdersRepo } from '../orders/orders.repo.ts';
import { type MarkPaid, paysInFull } from './mark-paid.ts';
import { GatewayError, type GatewayPayment, type PaymentGateway } from './payment-gateway.ts';
import type { PayableOrder, PaymentsRepo } from './payments.repo.ts';
import type { Refunds } from './refunds-contract.ts';

export const EXPIRED_REASON = `Not paid within ${ONLINE_PAYMENT_WINDOW_MINUTES} minutes`;
const SWEEP_EVERY_MS = 30_000;
/**
 * While the gateway cannot be asked, an overdue order waits (its payment may have gone through);
 * this long past its deadline it is cancelled anyway. A capture after that is refunded (markPaid).
 */
const GIVE_UP_AFTER_MS = 60 * 60_000;
/** Orders looked at per sweep; the next sweep takes the rest. */
const BATCH = 50;

type Log = {
  info(message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** What one sweep did, for its tests and its log line. */
export type SweepReport = { placed: number; cancelled: number; waiting: number };

export function createExpirySweep(deps: {
  repo: PaymentsRepo;
  refunds: Pick<Refunds, 'checkUnconfirmed'>;
  orders: Pick<OrdersRepo, 'changeStatus'>;
  gateway: PaymentGateway | undefined;
  markPaid: MarkPaid;
  audit: AuditService;
  announce: (orderId: string) => Promise<unknown>;
  now: () => Date;
  log: Log;
}) {
  const { repo, refunds, orders, gateway, markPaid, audit, announce, now, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  /** Set by stop(): a sweep in progress finishes the order in hand and takes no other, so a
   * shutdown never waits on a whole batch of calls to a gateway that hangs. */
  let stopping = false;

  /**
   * The payment that pays this order in full, captured (an authorized one is captured now);
   * null when there is none; undefined when the gateway could not be asked.
   */
  async function paymentOf(order: PayableOrder): Promise<GatewayPayment | null | undefined> {
    if (!order.gatewayOrderId) return null;
    if (!gateway) return undefined;
    try {
      const payments = (await gateway.fetchOrderPayments(order.gatewayOrderId)).filter((p) =>
        paysInFull(order, p),
      );
      const captured = payments.find((p) => p.status === 'captured');
      if (captured) return captured;
      const authorized = payments.find((p) => p.status === 'authorized');
      if (!authorized) return null;
      const capture = await gateway.capture(authorized.id, authorized.amountPaise);
      return capture.status === 'captured' ? capture : null;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      log.warn({ err: error, orderId: order.id }, 'expiry: the payment gateway could not be asked');
      return undefined;
    }
  }

  async function expire(order: PayableOrder, at: Date): Promise<keyof SweepReport> {
    const payment = await paymentOf(order);
    if (payment) {
      await markPaid.markPaid(order, payment, SYSTEM_CONTEXT);
      return 'placed';
    }
    const overdueMs = at.getTime() - (order.payBy?.getTime() ?? 0);
    if (payment === undefined && overdueMs < GIVE_UP_AFTER_MS) return 'waiting';
    // The ordinary status change: its history, and the discount-code use given back.
    if (await orders.changeStatus(order.id, 'awaiting_payment', 'cancelled', null, EXPIRED_REASON)) {
      await audit.record(SYSTEM_CONTEXT, {
        action: 'orders.expired',
        tableName: 'orders',
        recordId: order.id,
        newValues: { reason: EXPIRED_REASON, payBy: order.payBy?.toISOString() ?? null },
      });
      await announce(order.id);
    }
    return 'cancelled';
  }

  async function sweepOnce(): Promise<SweepReport> {
    const at = now();
    const report: SweepReport = { placed: 0, cancelled: 0, waiting: 0 };
    for (const order of await repo.overdue(at, BATCH)) {
      if (stopping) break;
      try {
        report[await expire(order, at)] += 1;
      } catch (error) {
        // One order's trouble (the database, a refund) must not stop the others.
        log.error({ err: error, orderId: order.id }, 'expiry: could not settle an overdue order');
      }
    }
    if (report.placed + report.cancelled > 0)
      log.info(`expiry: ${report.placed} overdue order(s) found paid, ${report.cancelled} cancelled`);
    if (!stopping)
      await refunds
        .checkUnconfirmed(() => stopping)
        .catch((error: unknown) => log.error({ err: error }, 'refund check: could not run'));
    return report;
  }

  /** One sweep on the app's clock; a sweep already running on this instance is joined, not doubled. */
  const sweeps = singleFlight(sweepOnce);
  const sweep = (): Promise<SweepReport> => sweeps.run();

  return {
    sweep,
    start() {
      timer ??= setInterval(() => {
        sweep().catch((error: unknown) => log.error({ err: error }, 'expiry sweep failed'));
      }, SWEEP_EVERY_MS).unref();
    },
    /** Stops the timer and waits for a sweep in progress, so the database closes after it. */
    async stop() {
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      await sweeps.inFlight()?.catch(() => undefined);
    },
  };
}

export type ExpirySweep = ReturnType<typeof createExpirySweep>;
