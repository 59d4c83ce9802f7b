// The promise's routes (docs/product.md#the-promise): the estimate the storefront shows, the
// board's line, and the owner's settings of how it is worked out and protected.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { promiseNowSchema, promiseSettingsInputSchema, shopEstimateSchema } from '#shared/api/promise.ts';
import { promiseSettingsSchema } from '#shared/promise/promise-settings.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { PromiseService } from './promise.service.ts';

type Options = { promise: PromiseService; settings: SettingsService };

export const promiseRoutes: FastifyPluginAsyncZod<Options> = async (app, { promise, settings }) => {
  app.get(
    '/api/estimate',
    {
      schema: {
        tags: ['settings'],
        summary: 'The estimate for a new order now (delivery at the usual distance, and pickup), from memory',
        response: { 200: shopEstimateSchema },
      },
    },
    async (_request, reply) => {
      // It changes with every order: never kept by a browser or a proxy.
      reply.header('cache-control', 'no-store');
      return promise.shopEstimate();
    },
  );

  app.get(
    '/api/admin/promise',
    {
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary:
          'The board’s line: the estimate, where its minutes go, the automatic switch, today’s on-time count',
        response: { 200: promiseNowSchema },
      },
    },
    async () => promise.promiseNow(),
  );

  app.get(
    '/api/admin/settings/promise',
    {
      config: { permission: 'settings:manage' },
      schema: {
        tags: ['admin'],
        summary: 'How the delivery estimate is worked out, and what the shop does past its threshold',
        response: { 200: promiseSettingsSchema },
      },
    },
    async () => settings.promise(),
  );

  app.put(
    '/api/admin/settings/promise',
    {
      config: { permission: 'settings:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Saves how the delivery estimate is worked out and the automatic switch',
        body: promiseSettingsInputSchema,
        response: { 200: promiseSettingsSchema },
      },
    },
    async (request) => settings.updatePromise(request.body, await request.actor()),
  );
};
