// The daily payments report (docs/product.md#online-payments): the money taken per method on one
// day of the shop's calendar, and our online payments reconciled with the gateway's. The gateway
// not answering leaves the rest of the report as it is, with the comparison marked unchecked.
import { PAYMENT_MESSAGES, type PaymentsReport } from '#shared/api/payments.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import { toRupees } from '#shared/money.ts';
import { PAYMENT_METHODS } from '#shared/orders.ts';
import { GATEWAY_NOT_CONFIGURED, GatewayError, type PaymentGateway } from './payment-gateway.ts';
import type { PaymentsReportRepo } from './payments-report.repo.ts';
import { type PaidHere, reconcile } from './reconcile.ts';

type Log = { warn(details: object, message: string): void };

export function createPaymentsReportService(deps: {
  repo: PaymentsReportRepo;
  gateway: PaymentGateway | undefined;
  settingsNow: () => Promise<PublicSettings>;
  log: Log;
}) {
  const { repo, gateway, settingsNow, log } = deps;

  function unchecked(here: PaidHere[], error: string): PaymentsReport['gateway'] {
    return {
      checked: false,
      error,
      capturedHere: toRupees(here.reduce((sum, h) => sum + h.amountPaise, 0)),
      capturedAtGateway: 0,
      matches: false,
      onlyAtGateway: [],
      onlyHere: [],
      amountsDiffer: [],
    };
  }

  return {
    async report(date: string): Promise<PaymentsReport> {
      const { timeZone } = (await settingsNow()).hours;
      const day = await repo.day(date, timeZone);
      const collected = await repo.collected(day);
      const refunded = await repo.refunded(day);
      // A tip added after delivery is a gateway payment of its own: reconciled with the orders'.
      const tipsAfter = await repo.tipsPaidOnline(day);
      const here = [...(await repo.paidOnline(day)), ...tipsAfter];
      const tipsAfterPaise = tipsAfter.reduce((sum, t) => sum + t.amountPaise, 0);
      const byMethod = PAYMENT_METHODS.map((method) => {
        const taken = collected.find((c) => c.method === method);
        const back = refunded.find((r) => r.method === method)?.paise ?? 0;
        const after = method === 'online' ? tipsAfterPaise : 0;
        const takenPaise = (taken?.paise ?? 0) + after;
        return {
          method,
          orders: taken?.orders ?? 0,
          collected: toRupees(takenPaise),
          // Money taken for riders, not the shop's: checkout tips and (online) tips after delivery.
          tips: toRupees((taken?.tipsPaise ?? 0) + after),
          refunded: toRupees(back),
          net: toRupees(takenPaise - back),
        };
      });
      if (!gateway) return { date, timeZone, byMethod, gateway: unchecked(here, GATEWAY_NOT_CONFIGURED) };
      let atGateway: Awaited<ReturnType<PaymentGateway['listPayments']>>;
      try {
        atGateway = await gateway.listPayments(day.from, day.to);
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        log.warn({ err: error }, 'the payments report could not list the gateway payments');
        return { date, timeZone, byMethod, gateway: unchecked(here, PAYMENT_MESSAGES.gatewayDown) };
      }
      const result = reconcile(here, atGateway);
      const ours = await repo.ordersOfGatewayOrders([
        ...new Set(result.onlyAtGateway.flatMap((p) => (p.gatewayOrderId ? [p.gatewayOrderId] : []))),
      ]);
      return {
        date,
        timeZone,
        byMethod,
        gateway: {
          checked: true,
          error: null,
          capturedHere: toRupees(result.capturedHerePaise),
          capturedAtGateway: toRupees(result.capturedAtGatewayPaise),
          matches: result.matches,
          onlyAtGateway: result.onlyAtGateway.map((p) => ({
            paymentId: p.paymentId,
            amount: toRupees(p.amountPaise),
            orderId: p.gatewayOrderId ? (ours.get(p.gatewayOrderId) ?? null) : null,
          })),
          onlyHere: result.onlyHere.map((h) => ({
            paymentId: h.paymentId,
            amount: toRupees(h.amountPaise),
            orderNumber: h.orderNumber,
          })),
          amountsDiffer: result.amountsDiffer.map((d) => ({
            paymentId: d.paymentId,
            orderNumber: d.orderNumber,
            here: toRupees(d.herePaise),
            atGateway: toRupees(d.atGatewayPaise),
          })),
        },
      };
    },
  };
}

export type PaymentsReportService = ReturnType<typeof createPaymentsReportService>;
