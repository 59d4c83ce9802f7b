// Development only: the codes and order messages the console SMS provider "sent", for demos and
// tests, and moving a phone's code sends back in time so a test need not wait out the resend wait
// (docs/product.md#customer-sign-in). Registered only outside production with the console provider.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import { NOTIFICATION_KINDS } from '#shared/notifications.ts';
import { phoneSchema } from '#shared/validation.ts';
import type { ConsoleSms } from './console-sms.ts';

/** An hour: beyond every window the code rules read (the resend wait, the per-phone limit). */
const MAX_BACKDATE_SECONDS = 3600;
const SECONDS_MESSAGE = `Seconds must be a whole number from 1 to ${MAX_BACKDATE_SECONDS}`;

type Options = {
  sms: ConsoleSms;
  /** Moves the phone's recorded code sends back; resolves to how many there were. */
  backdateCodeSends: (phone: string, seconds: number) => Promise<number>;
};

export const devOutboxRoutes: FastifyPluginAsyncZod<Options> = async (app, { sms, backdateCodeSends }) => {
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
            messages: z.array(
              z.object({
                phoneNumber: z.string(),
                code: z.string(),
                language: z.enum(LANGUAGES),
                sentAt: z.string(),
              }),
            ),
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

  app.post(
    '/api/dev/sms-outbox/backdate',
    {
      schema: {
        tags: ['development'],
        summary:
          "Moves the code sends to a phone (as the resend wait and send limit read them, and the outbox's times) back by some seconds, as if that time had passed (not in production)",
        body: z.object({
          phone: phoneSchema,
          seconds: z
            .number({ error: SECONDS_MESSAGE })
            .int(SECONDS_MESSAGE)
            .min(1, SECONDS_MESSAGE)
            .max(MAX_BACKDATE_SECONDS, SECONDS_MESSAGE),
        }),
        response: { 200: z.object({ moved: z.number().int() }) },
      },
    },
    async (request) => {
      const { phone, seconds } = request.body;
      const moved = await backdateCodeSends(phone, seconds);
      sms.backdateCodes(phone, seconds);
      return { moved };
    },
  );
};
