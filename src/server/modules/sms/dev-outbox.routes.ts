// Development only: the codes and order messages the console SMS provider "sent", for demos and
// tests. Registered only outside production with the console provider.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '#shared/notifications.ts';
import { phoneSchema } from '#shared/validation.ts';
import type { ConsoleSms } from './console-sms.ts';

export const devOutboxRoutes: FastifyPluginAsyncZod<{ sms: ConsoleSms }> = async (app, { sms }) => {
  app.get(
    '/api/dev/sms-outbox',
    {
      schema: {
        tags: ['development'],
        summary:
          'Codes (messages) and order messages (orderMessages) sent to a phone by the development SMS provider, newest first (not in production)',
        querystring: z.object({ phone: phoneSchema }),
        response: {
          200: z.object({
            messages: z.array(z.object({ phoneNumber: z.string(), code: z.string(), sentAt: z.string() })),
            orderMessages: z.array(
              z.object({
                phoneNumber: z.string(),
                kind: z.enum(NOTIFICATION_KINDS),
                templateId: z.string(),
                variables: z.record(z.string(), z.string()),
                text: z.string(),
                sentAt: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => ({
      messages: sms.outbox(request.query.phone),
      orderMessages: sms.orderOutbox(request.query.phone),
    }),
  );
};
