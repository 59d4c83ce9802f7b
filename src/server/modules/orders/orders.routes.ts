import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeStatusBodySchema,
  orderSchema,
  ordersResponseSchema,
  placeOrderBodySchema,
} from '../../../shared/api/orders';
import { RATE_LIMITS } from '../../../shared/constants';
import { MESSAGES } from '../../../shared/errors';
import { ORDER_STATUSES } from '../../../shared/orders';
import { AppError } from '../../http/app-error';
import type { OrdersService } from './orders.service';

const idParams = z.object({ id: z.string().min(1).max(100) });

export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  const customerId = async (request: { viewer(): Promise<{ id: string } | null> }) => {
    const viewer = await request.viewer();
    if (!viewer) throw new AppError('UNAUTHORIZED', MESSAGES.userNotAuthenticated);
    return viewer.id;
  };

  app.post(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Places an order: every line priced by the server; the same idempotency key gives the same order',
        body: placeOrderBodySchema,
        response: { 200: orderSchema, 201: orderSchema },
      },
      config: {
        // Spec: orders 10 a minute, per customer (per address for anyone not signed in).
        rateLimit: {
          max: RATE_LIMITS.orders.max,
          timeWindow: RATE_LIMITS.orders.windowMs,
          keyGenerator: async (request) => `orders|${(await request.viewer())?.id ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const { order, created } = await orders.place(await customerId(request), request.body);
      return reply.status(created ? 201 : 200).send(order);
    },
  );

  app.get(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        summary: "The customer's orders, newest first",
        response: { 200: ordersResponseSchema },
      },
    },
    async (request) => ({ orders: await orders.listMine(await customerId(request)) }),
  );

  app.get(
    '/api/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One of the customer’s orders (404 for anyone else’s)',
        params: idParams,
        response: { 200: orderSchema },
      },
    },
    async (request) => orders.mine(await customerId(request), request.params.id),
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancels the order while it is still placed',
        params: idParams,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const userId = await customerId(request);
      return orders.cancelMine(userId, request.params.id, request.auditContext(userId));
    },
  );

  app.get(
    '/api/admin/orders',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Orders for the board, newest first, optionally by status',
        querystring: z.object({ status: z.enum(ORDER_STATUSES).optional() }),
        response: { 200: ordersResponseSchema },
      },
    },
    async (request) => ({ orders: await orders.listAll(request.query.status) }),
  );

  app.get(
    '/api/admin/orders/:id',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary: 'One order with the customer phone and address',
        params: idParams,
        response: { 200: orderSchema },
      },
    },
    async (request) => orders.one(request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/status',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Moves an order one step forward, or cancels it with a reason',
        params: idParams,
        body: changeStatusBodySchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const viewer = await request.viewer();
      const actor = viewer?.id ?? '';
      return orders.move(
        request.params.id,
        request.body.status,
        request.body.reason,
        actor,
        request.auditContext(actor),
      );
    },
  );
};
