// Development only: the codes the console SMS provider "sent", for demos and browser tests.
// Registered only outside production with the console provider.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { phoneSchema } from '#shared/validation.ts';
import type { ConsoleSms } from './console-sms.ts';

export const devOutboxRoutes: FastifyPluginAsyncZod<{ sms: ConsoleSms }> = async (app, { sms }) => {
  app.get(
    '/api/dev/sms-outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Codes sent to a phone by the development SMS provider (not in production)',
        querystring: z.object({ phone: phoneSchema }),
        response: {
          200: z.object({
            messages: z.array(z.object({ phoneNumber: z.string(), code: z.string(), sentAt: z.string() })),
          }),
        },
      },
    },
    async (request) => ({ messages: sms.outbox(request.query.phone) }),
  );
};
