// The order pad's routes (docs/product.md#staff-take-orders). No budget of their own but the
// customer lookup's: a staff account's general budget (RATE_LIMITS.staffApi, raised for the board in issue 45) lets a busy
// counter, and a pad sending its queue on reconnecting, take orders at rush pace.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, routeRateLimit } from '#server/http/route-options.ts';
import {
  customerLookupQuerySchema,
  customerLookupSchema,
  staffOrderBodySchema,
  staffOrderResponseSchema,
  tokenBlockBodySchema,
  tokenBlockSchema,
  voidOrderBodySchema,
} from '#shared/api/order-pad.ts';
import { orderSchema } from '#shared/api/orders.ts';
import type { OrderPad } from './order-pad.service.ts';

/** Customer lookups by phone per staff account: a busy phone line is a call every few seconds. */
export const CUSTOMER_LOOKUPS = { max: 60, windowMs: 60_000 } as const;

export const orderPadRoutes: FastifyPluginAsyncZod<{ pad: OrderPad }> = async (app, { pad }) => {
  app.post(
    '/api/admin/orders',
    {
      config: { permission: 'orders:take' },
      schema: {
        tags: ['admin'],
        summary:
          'Takes a counter or phone order, priced, taxed and billed as online; the same idempotency key gives the same order (200). 409 when the total shown changed (unless sent from the pad queue, takenAt), 403 for a discount by hand without orders:discount',
        body: staffOrderBodySchema,
        response: { 200: staffOrderResponseSchema, 201: staffOrderResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await pad.take(await request.actor(), request.body);
      return reply.status(answer.created ? 201 : 200).send(answer);
    },
  );

  app.post(
    '/api/admin/order-pad/tokens',
    {
      config: { permission: 'orders:take' },
      schema: {
        tags: ['admin'],
        summary:
          "Reserves the next tokens of today's shop day for this staff member's pad, to number counter orders taken while the server cannot be reached",
        body: tokenBlockBodySchema,
        response: { 200: tokenBlockSchema },
      },
    },
    async (request) => pad.reserveTokens(await request.actor(), request.body.count),
  );

  app.get(
    '/api/admin/customers/lookup',
    {
      config: {
        permission: 'orders:take',
        // Its own budget per staff account, far below the general one: each answer is a customer's
        // addresses, so a stolen session cannot walk the phone numbers at the board's pace.
        rateLimit: {
          ...routeRateLimit(CUSTOMER_LOOKUPS),
          keyGenerator: async (request) => `customer-lookup|${(await request.viewer())?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['admin'],
        summary:
          'The customer with this phone number and their saved addresses (customer null when none); audited, 60 a minute per staff account',
        querystring: customerLookupQuerySchema,
        response: { 200: customerLookupSchema },
      },
    },
    async (request) => pad.lookupCustomer(await request.actor(), request.query.phone),
  );

  app.post(
    '/api/admin/orders/:id/void',
    {
      config: { permission: 'orders:void' },
      schema: {
        tags: ['admin'],
        summary:
          'Voids a paid counter or phone order with a reason: cancelled, and its whole total handed back by staff (a processed cash, UPI or card refund). 409 for an online or unpaid order',
        params: idParams,
        body: voidOrderBodySchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => pad.voidPaid(await request.actor(), request.params.id, request.body.reason),
  );
};
