// The customer's order SMS switch (docs/product.md#order-notifications): the signed-in customer's
// own setting, read and written; nobody else's can be named.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#server/http/app-error.ts';
import {
  notificationPreferencesBodySchema,
  notificationPreferencesSchema,
} from '#shared/api/notifications.ts';
import { MESSAGES } from '#shared/errors.ts';
import type { NotificationPreferencesService } from './notification-preferences.service.ts';

export const notificationPreferencesRoutes: FastifyPluginAsyncZod<{
  preferences: NotificationPreferencesService;
}> = async (app, { preferences }) => {
  // The storefront's 401 words, as the other /api/customer routes answer a guest.
  const caller = async (request: FastifyRequest) => {
    const viewer = await request.viewer();
    if (!viewer) throw new AppError('UNAUTHORIZED', MESSAGES.userNotAuthenticated);
    return viewer;
  };

  app.get(
    '/api/customer/notifications',
    {
      schema: {
        tags: ['customer'],
        summary:
          "The signed-in customer's notification settings (order SMS, WhatsApp updates, and whether the shop offers WhatsApp)",
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => preferences.get(await caller(request)),
  );

  app.put(
    '/api/customer/notifications',
    {
      schema: {
        tags: ['customer'],
        summary:
          'Switches order SMS or WhatsApp updates on or off for the signed-in customer (sign-in codes are always sent by SMS)',
        body: notificationPreferencesBodySchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => preferences.set(await caller(request), request.body),
  );
};
