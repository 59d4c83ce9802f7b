// The staff side of payments (docs/product.md#online-payments): refunds, money collected at the
// door, the UPI QR for a rider, and the daily payments report. The customer's pay routes and the
// gateway's webhook are elsewhere.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '#server/http/route-options.ts';
import { orderSchema } from '#shared/api/orders.ts';
import {
  paymentsReportQuerySchema,
  paymentsReportSchema,
  refundBodySchema,
  uncollectBodySchema,
  upiQrSchema,
} from '#shared/api/payments.ts';
import { toPaise } from '#shared/money.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { DoorPaymentsService } from './door-payments.service.ts';
import type { PaymentsReportService } from './payments-report.service.ts';
import type { Refunds } from './refunds-contract.ts';

export const paymentsAdminRoutes: FastifyPluginAsyncZod<{
  refunds: Refunds;
  orders: Pick<OrdersService, 'one'>;
  doorPayments: DoorPaymentsService;
  report: PaymentsReportService;
}> = async (app, { refunds, orders, doorPayments, report }) => {
  app.post(
    '/api/admin/orders/:id/refunds',
    {
      config: { permission: 'payments:refund' },
      schema: {
        tags: ['admin'],
        summary:
          'Refunds part or all of what is left of an order paid online, with a reason, through the gateway (400 over what is left, 409 when not paid online or nothing is left)',
        params: idParams,
        body: refundBodySchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const actor = await request.actor();
      await refunds.start({
        orderId: request.params.id,
        // Rupees with at most two decimals (the schema's check), to exact paise.
        amountPaise: toPaise(request.body.amount),
        reason: request.body.reason,
        actorUserId: actor.userId,
        // By hand: refused while an earlier refund of the order awaits the gateway's word.
        byHand: true,
        context: actor,
      });
      return orders.one(request.params.id);
    },
  );

  app.post(
    '/api/admin/orders/:id/collected',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary:
          'Marks the money of an at-door order (cash, card or UPI) collected (409 for an online, cancelled or paid order)',
        params: idParams,
        response: { 200: orderSchema },
      },
    },
    async (request) => doorPayments.collected(request.params.id, await request.actor()),
  );

  app.post(
    '/api/admin/orders/:id/uncollected',
    {
      config: { permission: 'payments:unmark' },
      schema: {
        tags: ['admin'],
        summary:
          'Undoes a mark-paid of an at-door order, with a reason: its payment is pending again (409 for an online, cancelled or unpaid order)',
        params: idParams,
        body: uncollectBodySchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      doorPayments.uncollected(request.params.id, request.body.reason, await request.actor()),
  );

  app.get(
    '/api/admin/orders/:id/upi-qr',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary:
          "The upi://pay link and its QR (an SVG data URL) for a UPI order not paid yet: the shop's UPI ID, the exact amount, the order number",
        params: idParams,
        response: { 200: upiQrSchema },
      },
    },
    async (request) => doorPayments.upiQr(request.params.id),
  );

  app.get(
    '/api/admin/payments/report',
    {
      config: { permission: 'analytics:view' },
      schema: {
        tags: ['admin'],
        summary:
          "One day's money per payment method, and the online payments reconciled with the gateway's captures",
        description:
          "`date` is a day (YYYY-MM-DD) of the shop's calendar. When the gateway is not configured or does not answer, `gateway.checked` is false and the rest is still answered.",
        querystring: paymentsReportQuerySchema,
        response: { 200: paymentsReportSchema },
      },
    },
    async (request) => report.report(request.query.date),
  );
};
