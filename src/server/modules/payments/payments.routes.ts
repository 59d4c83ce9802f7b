import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid, notFound } from '#server/http/app-error.ts';
import { idParams } from '#server/http/route-options.ts';
import { orderSchema } from '#shared/api/orders.ts';
import { PAYMENT_WEBHOOK_PATH, paymentSessionSchema, verifyPaymentBodySchema } from '#shared/api/payments.ts';
import type { PaymentsService } from './payments.service.ts';

/** A gateway event is a few kilobytes; nothing bigger is read. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** A header sent once, as a string; anything else counts as absent. */
const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.post(
    '/api/orders/:id/payment',
    {
      schema: {
        tags: ['orders'],
        summary:
          "Opens (or reopens) the gateway's payment of the customer's order awaiting it: the checkout window's data (404 for anyone else's order)",
        params: idParams,
        response: { 200: paymentSessionSchema },
      },
    },
    async (request) => payments.openSession(await request.viewerId(), request.params.id),
  );

  app.post(
    '/api/orders/:id/payment/verify',
    {
      schema: {
        tags: ['orders'],
        summary:
          "The gateway checkout's success handed back: the signature is checked and the gateway asked before the order is paid",
        params: idParams,
        body: verifyPaymentBodySchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const userId = await request.viewerId();
      return payments.verify(userId, request.params.id, request.body, request.auditContext(userId));
    },
  );

  // In a context of its own: only this route reads its JSON body as the raw bytes, because the
  // signature is over exactly the bytes the gateway sent (parsing and re-serialising would not
  // give them back).
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      PAYMENT_WEBHOOK_PATH,
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags: ['payments'],
          summary:
            "The payment gateway's webhook (no session): signed over the raw body with the webhook secret; each event is applied once",
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        const answer = await payments.receiveWebhook(
          // No body at all (no content type) is an empty one: its signature cannot match.
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          single(request.headers['x-razorpay-signature']),
          request.auditContext(null),
        );
        if (answer === 'not-configured') throw notFound();
        if (answer === 'invalid') {
          request.log.warn('payment webhook refused: invalid signature');
          throw invalid('Invalid signature');
        }
        return { ok: true as const };
      },
    );
  });
};
