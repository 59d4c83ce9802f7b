// The Cloud API's webhook (docs/product.md#whatsapp-updates), public and sessionless: Meta's GET
// handshake when the webhook is set up, then POSTs signed with X-Hub-Signature-256 over the raw
// body. A valid POST is answered 200 at once whatever it says (Meta retries anything else), but 503
// for a recent failure of a message whose id is not stored yet (so Meta sends it again); a bad
// signature 401; a wrong verify token 403.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '#server/http/app-error.ts';
import {
  WHATSAPP_MESSAGES,
  WHATSAPP_WEBHOOK_PATH,
  whatsappHandshakeQuerySchema,
} from '#shared/api/whatsapp.ts';
import type { WhatsappService } from './whatsapp.service.ts';

/** Status notifications are a few kilobytes; Meta batches up to a thousand changes at most. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export const whatsappRoutes: FastifyPluginAsyncZod<{ whatsapp: WhatsappService }> = async (
  app,
  { whatsapp },
) => {
  app.get(
    WHATSAPP_WEBHOOK_PATH,
    {
      schema: {
        tags: ['whatsapp'],
        summary:
          "WhatsApp Cloud API's webhook handshake (no session): hub.challenge echoed as text when hub.mode is subscribe and hub.verify_token is the shop's, else 403",
        querystring: whatsappHandshakeQuerySchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const answer = whatsapp.handshake(request.query);
      if (answer === 'not-configured') throw notFound(WHATSAPP_MESSAGES.off);
      if (answer === undefined) throw new AppError('FORBIDDEN', WHATSAPP_MESSAGES.handshake);
      return reply.type('text/plain; charset=utf-8').send(answer);
    },
  );

  // In a context of its own: only this route reads its JSON body as the raw bytes the signature is over.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      WHATSAPP_WEBHOOK_PATH,
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags: ['whatsapp'],
          summary:
            "WhatsApp Cloud API's status notifications (no session): signed with X-Hub-Signature-256 over the raw body; sent, delivered and read move a message forward only; failed sends its SMS instead; 503 (Meta sends it again) for a failure under 10 minutes old of a message not stored yet",
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        const answer = await whatsapp.receive(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          single(request.headers['x-hub-signature-256']),
        );
        if (answer === 'not-configured') throw notFound(WHATSAPP_MESSAGES.off);
        if (answer === 'invalid') {
          request.log.warn('whatsapp webhook refused: invalid signature');
          throw new AppError('UNAUTHORIZED', WHATSAPP_MESSAGES.signature);
        }
        if (answer === 'too-early') {
          const error = new AppError('SERVER_ERROR', WHATSAPP_MESSAGES.tooEarly, undefined, 'unavailable');
          error.retryAfterSeconds = 30;
          throw error;
        }
        return { ok: true as const };
      },
    );
  });
};
