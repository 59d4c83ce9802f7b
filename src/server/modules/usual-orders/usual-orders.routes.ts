// 'My usual' (docs/product.md#my-usual): the signed-in customer's own favourites; another
// customer's id answers 404, as a made-up one does.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, routeRateLimit } from '#server/http/route-options.ts';
import {
  renameUsualBodySchema,
  saveUsualBodySchema,
  USUAL_WRITES_PER_MINUTE,
  usualOrderSchema,
  usualOrdersResponseSchema,
  usualQuerySchema,
} from '#shared/api/usual-orders.ts';
import type { UsualOrdersService } from './usual-orders.service.ts';

/**
 * Saving, renaming, deleting and reordering, per account (per address for a caller without one,
 * who is refused anyway): each reads the menu and the orders, and nobody taps 'Order again' or
 * renames a favourite more than a few times a minute.
 */
const writes = {
  rateLimit: {
    ...routeRateLimit({ max: USUAL_WRITES_PER_MINUTE, windowMs: 60_000 }),
    keyGenerator: async (request: FastifyRequest) => `usual|${(await request.viewer())?.id ?? request.ip}`,
  },
};

export const usualOrdersRoutes: FastifyPluginAsyncZod<{ usualOrders: UsualOrdersService }> = async (
  app,
  { usualOrders },
) => {
  app.get(
    '/api/customer/usual-orders',
    {
      schema: {
        tags: ['customer'],
        summary: "The signed-in customer's favourite orders ('My usual'), each priced now with what changed",
        querystring: usualQuerySchema,
        response: { 200: usualOrdersResponseSchema },
      },
    },
    async (request) => usualOrders.list(await request.viewerId(), request.query.lang),
  );

  app.post(
    '/api/customer/usual-orders',
    {
      schema: {
        tags: ['customer'],
        summary:
          "Keeps one of the customer's delivered orders as a favourite (409: at most 5, the name taken, or not delivered)",
        body: saveUsualBodySchema,
        response: { 201: usualOrderSchema },
      },
      config: writes,
    },
    async (request, reply) => {
      const saved = await usualOrders.save(await request.viewerId(), request.body);
      return reply.status(201).send(saved);
    },
  );

  app.patch(
    '/api/customer/usual-orders/:id',
    {
      schema: {
        tags: ['customer'],
        summary: 'Renames a favourite',
        params: idParams,
        body: renameUsualBodySchema,
        response: { 200: usualOrderSchema },
      },
      config: writes,
    },
    async (request) => usualOrders.rename(await request.viewerId(), request.params.id, request.body.name),
  );

  app.delete(
    '/api/customer/usual-orders/:id',
    {
      schema: {
        tags: ['customer'],
        summary: 'Deletes a favourite',
        params: idParams,
        response: { 204: z.null() },
      },
      config: writes,
    },
    async (request, reply) => {
      await usualOrders.remove(await request.viewerId(), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/customer/usual-orders/:id/reorder',
    {
      schema: {
        tags: ['customer'],
        summary:
          "A favourite's lines priced now from the live menu, and what changed (price, stock, choices, limits): what 'Order again' puts in the cart",
        params: idParams,
        querystring: usualQuerySchema,
        response: { 200: usualOrderSchema },
      },
      config: writes,
    },
    async (request) => usualOrders.reorder(await request.viewerId(), request.params.id, request.query.lang),
  );
};
