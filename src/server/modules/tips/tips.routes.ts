// A tip for the rider added after delivery (docs/product.md#tips): the order's buyer only (404 for
// anyone else), paid through the gateway's checkout like the order's own online payment.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '#server/http/route-options.ts';
import { verifyPaymentBodySchema } from '#shared/api/payments.ts';
import {
  addTipBodySchema,
  orderTipsSchema,
  tipParamsSchema,
  tipSessionSchema,
} from '#shared/come-back/tips-api.ts';
import type { TipsService } from './tips.service.ts';

/** Each try opens a gateway order: a few a minute per customer is plenty. */
const TIP_STARTS_PER_MINUTE = 6;

export const tipsRoutes: FastifyPluginAsyncZod<{ tips: TipsService }> = async (app, { tips }) => {
  app.get(
    '/api/orders/:id/tips',
    {
      schema: {
        tags: ['orders'],
        summary:
          "Whether the customer can add a tip for the rider who delivered their order, and the tips so far (404 for anyone else's order)",
        params: idParams,
        response: { 200: orderTipsSchema },
      },
    },
    async (request) => tips.state(await request.viewerId(), request.params.id),
  );

  app.post(
    '/api/orders/:id/tips',
    {
      config: {
        // Per customer, not per address (many customers share a carrier's address).
        rateLimit: {
          max: TIP_STARTS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: async (request) => `tips|${(await request.viewer())?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['orders'],
        summary:
          "Adds a tip for the rider after delivery: opens the gateway's checkout for it (409 before delivery, after the window, or without online payment)",
        params: idParams,
        body: addTipBodySchema,
        response: { 200: tipSessionSchema },
      },
    },
    async (request) => tips.start(await request.viewerId(), request.params.id, request.body),
  );

  app.post(
    '/api/orders/:id/tips/:tipId/verify',
    {
      schema: {
        tags: ['orders'],
        summary:
          "The gateway checkout's success for a tip handed back: the signature is checked and the gateway asked before the tip is paid",
        params: tipParamsSchema,
        body: verifyPaymentBodySchema,
        response: { 200: orderTipsSchema },
      },
    },
    async (request) =>
      tips.verify(await request.viewerId(), request.params.id, request.params.tipId, request.body),
  );
};
