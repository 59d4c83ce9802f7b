// Web Push over HTTP (docs/product.md#order-notifications): the server's public key, a customer's
// browser following one of their orders, and a staff device hearing of new orders.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '#server/http/route-options.ts';
import {
  pushKeyResponseSchema,
  pushStateResponseSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from '#shared/api/notifications.ts';
import type { PushService } from './push.service.ts';

export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  app.get(
    '/api/push/key',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The VAPID public key browsers subscribe with (null when push is off on this shop)',
        response: { 200: pushKeyResponseSchema },
      },
    },
    async (_request, reply) => {
      // The same for everyone and changes only with the server's settings.
      reply.header('cache-control', 'public, max-age=300');
      return { publicKey: push.publicKey() };
    },
  );

  app.post(
    '/api/orders/:id/push-subscription',
    {
      schema: {
        tags: ['orders'],
        summary:
          "This browser follows the customer's order by push until it is finished (404 for anyone else's order, 409 once delivered or cancelled, 400 for an address that is not a push service)",
        params: idParams,
        body: pushSubscriptionBodySchema,
        response: { 200: pushStateResponseSchema },
      },
    },
    async (request) => {
      await push.subscribeCustomer(await request.shopper(), request.params.id, request.body);
      return { subscribed: true };
    },
  );

  app.delete(
    '/api/orders/:id/push-subscription',
    {
      schema: {
        tags: ['orders'],
        summary: 'This browser stops following the order',
        params: idParams,
        body: pushUnsubscribeBodySchema,
        response: { 200: pushStateResponseSchema },
      },
    },
    async (request) => {
      await push.unsubscribeCustomer(await request.viewerId(), request.params.id, request.body.endpoint);
      return { subscribed: false };
    },
  );

  app.post(
    '/api/admin/push-subscription',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary:
          'This staff device hears of every new order by push (a device signed in to another account is handed over)',
        body: pushSubscriptionBodySchema,
        response: { 200: pushStateResponseSchema },
      },
    },
    async (request) => {
      await push.subscribeStaff(await request.requireViewer(), request.body);
      return { subscribed: true };
    },
  );

  app.delete(
    '/api/admin/push-subscription',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary: 'This staff device stops hearing of new orders',
        body: pushUnsubscribeBodySchema,
        response: { 200: pushStateResponseSchema },
      },
    },
    async (request) => {
      await push.unsubscribeStaff((await request.requireViewer()).id, request.body.endpoint);
      return { subscribed: false };
    },
  );
};
