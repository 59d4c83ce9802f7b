// Paying an order online (docs/product.md#online-payments, decision 022), put together from its
// parts: the checkout window's session, the browser's return, the webhook and the expiry sweep,
// all ending in markPaid. Refunds come in from outside (the Refunds contract), as does the gateway:
// undefined when the server has none configured.
import type { Db } from '#server/db/database.ts';
import type { Order } from '#shared/api/orders.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { OrdersRepo } from '../orders/orders.repo.ts';
import { createExpirySweep } from './expiry-sweep.ts';
import { createMarkPaid } from './mark-paid.ts';
import { createPaySession } from './pay-session.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createPaymentWebhook, type TipPayments } from './payment-webhook.ts';
import type { PaymentsRepo } from './payments.repo.ts';
import type { Refunds } from './refunds-contract.ts';
import { createVerifyPayment } from './verify-payment.ts';

type Log = {
  info(message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export function createPaymentsService(deps: {
  /** Tips after delivery: the webhook hands them payments of their own gateway orders. */
  tips?: TipPayments;
  db: Db;
  repo: PaymentsRepo;
  /** The order life's own status change (expiry cancels through it). */
  ordersRepo: Pick<OrdersRepo, 'changeStatus'>;
  orders: {
    /** Re-reads an order after a change and tells the board, the bell and the customer's page. */
    announce(orderId: string): Promise<unknown>;
    /** The order as its customer reads it. */
    mine(userId: string, orderId: string): Promise<Order>;
  };
  refunds: Refunds;
  gateway: PaymentGateway | undefined;
  audit: AuditService;
  settingsNow: () => Promise<PublicSettings>;
  now: () => Date;
  log: Log;
}) {
  const { db, repo, orders, refunds, gateway, audit, now, log } = deps;
  const announce = (orderId: string) => orders.announce(orderId);
  const markPaid = createMarkPaid({ db, repo, refunds, audit, announce, now });
  const sweep = createExpirySweep({
    repo,
    refunds,
    orders: deps.ordersRepo,
    gateway,
    markPaid,
    audit,
    announce,
    now,
    log,
  });
  return {
    /** Whether the server takes online payments at all. */
    enabled: gateway !== undefined,
    openSession: createPaySession({ repo, gateway, settingsNow: deps.settingsNow, now, log }),
    verify: createVerifyPayment({
      repo,
      gateway,
      markPaid,
      audit,
      customerOrder: (userId, orderId) => orders.mine(userId, orderId),
      announce,
      log,
    }),
    receiveWebhook: createPaymentWebhook({
      db,
      repo,
      gateway,
      markPaid,
      refunds,
      announce,
      log,
      tips: deps.tips,
    }),
    /**
     * One sweep now, on the app's clock (the timer runs it every 30 seconds): overdue orders, then
     * refunds whose gateway answer was lost.
     */
    sweepExpired: sweep.sweep,
    startSweeping: sweep.start,
    stopSweeping: sweep.stop,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
