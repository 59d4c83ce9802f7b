import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  discountCodeInputSchema,
  discountCodeSchema,
  discountCodesResponseSchema,
  firstOrderOfferResponseSchema,
} from '#shared/api/discounts.ts';
import type { DiscountsService } from './discounts.service.ts';

const idParams = z.object({ id: z.string().min(1).max(20) });

export const discountsRoutes: FastifyPluginAsyncZod<{ discounts: DiscountsService }> = async (
  app,
  { discounts },
) => {
  app.get(
    '/api/discounts/first-order-offer',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The first-order code the signed-in customer may use (null for a guest or a customer who has ordered)',
        response: { 200: firstOrderOfferResponseSchema },
      },
    },
    async (request) => {
      const viewer = await request.viewer();
      return { offer: viewer ? await discounts.firstOrderOffer(viewer.id) : null };
    },
  );

  app.get(
    '/api/admin/discount-codes',
    {
      config: { permission: 'discounts:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Every discount code with its rules and use count',
        response: { 200: discountCodesResponseSchema },
      },
    },
    async () => ({ codes: await discounts.list() }),
  );

  app.post(
    '/api/admin/discount-codes',
    {
      config: { permission: 'discounts:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Creates a discount code (id DC_ plus 6 upper-case letters)',
        body: discountCodeInputSchema,
        response: { 201: discountCodeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await discounts.create(request.body, await request.actor())),
  );

  app.put(
    '/api/admin/discount-codes/:id',
    {
      config: { permission: 'discounts:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Replaces a discount code’s rules (enable or disable with isActive)',
        params: idParams,
        body: discountCodeInputSchema,
        response: { 200: discountCodeSchema },
      },
    },
    async (request) => discounts.update(request.params.id, request.body, await request.actor()),
  );

  app.delete(
    '/api/admin/discount-codes/:id',
    {
      config: { permission: 'discounts:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Deletes a code that was never used (a used one is refused: disable it)',
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await discounts.remove(request.params.id, await request.actor());
      return reply.status(204).send(null);
    },
  );
};
