// Wires money: the payment gateway (decision 022), refunds, online payments and the payments report.
// Refunds come before the orders (orders refund on a cancel); payments after them.
import type { OrdersRepo } from '../modules/orders/orders.repo.ts';
import type { OrdersService } from '../modules/orders/orders.service.ts';
import { createPaymentsRepo } from '../modules/payments/payments.repo.ts';
import { createPaymentsService } from '../modules/payments/payments.service.ts';
import { createPaymentsReportRepo } from '../modules/payments/payments-report.repo.ts';
import { createPaymentsReportService } from '../modules/payments/payments-report.service.ts';
import { createRazorpayGateway } from '../modules/payments/razorpay-gateway.ts';
import { createRefundsRepo } from '../modules/payments/refunds.repo.ts';
import { createRefundsService } from '../modules/payments/refunds.service.ts';
import { createTipsRepo } from '../modules/tips/tips.repo.ts';
import { createTipsService } from '../modules/tips/tips.service.ts';
import type { Core } from './core.ts';

export function wireRefunds(
  { db, env, log, audit, auditOn, shopDayNow, now }: Core,
  /** Tells the order's watchers about a refund; called only once one has been asked for. */
  announce: (orderId: string) => Promise<unknown>,
) {
  /** The payment gateway when RAZORPAY_* are set (decision 022); undefined = no online payment. */
  const paymentGateway = env.payments ? createRazorpayGateway(env.payments) : undefined;
  const refunds = createRefundsService({
    repo: createRefundsRepo(db),
    gateway: paymentGateway,
    audit,
    auditOn,
    announce,
    shopDayNow,
    now,
    log,
  });
  return { paymentGateway, refunds };
}

export type Refunds = ReturnType<typeof wireRefunds>;

export function wirePayments(
  { db, log, audit, settings, now, shopDayNow }: Core,
  deps: Refunds & {
    orders: OrdersService;
    ordersRepo: OrdersRepo;
  },
) {
  const { paymentGateway, refunds, orders, ordersRepo } = deps;
  const paymentsReport = createPaymentsReportService({
    repo: createPaymentsReportRepo(db),
    gateway: paymentGateway,
    settingsNow: settings.stored,
    log,
  });
  // Tips after delivery (docs/product.md#tips) pay through the same gateway; its webhook hands them theirs.
  const tips = createTipsService({
    repo: createTipsRepo(db),
    gateway: paymentGateway,
    settingsNow: settings.stored,
    shopDayNow,
    now,
    log,
  });
  const payments = createPaymentsService({
    tips,
    db,
    repo: createPaymentsRepo(db),
    ordersRepo,
    orders,
    refunds,
    gateway: paymentGateway,
    audit,
    settingsNow: settings.stored,
    now,
    log,
  });
  return { paymentsReport, payments, tips };
}
