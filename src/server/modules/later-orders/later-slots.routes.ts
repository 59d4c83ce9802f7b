// GET /api/later-slots (docs/product.md#orders-for-later-today): public, like the menu, since a
// guest sees the checkout's choice before signing in. It reads the database, so the general
// request limit counts it (unlike the menu and settings, which are served from memory).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LATER_SLOTS_PATH, laterSlotsResponseSchema } from '#shared/api/later-orders.ts';
import type { LaterSlotsService } from './later-slots.service.ts';

export const laterSlotsRoutes: FastifyPluginAsyncZod<{ laterSlots: LaterSlotsService }> = async (
  app,
  { laterSlots },
) => {
  app.get(
    LATER_SLOTS_PATH,
    {
      schema: {
        tags: ['settings'],
        summary: "Today's 15-minute slots for an order for later, each marked full when it takes no more",
        response: { 200: laterSlotsResponseSchema },
      },
    },
    async (_request, reply) => {
      // It changes with every scheduled order: never kept by a browser or a proxy.
      reply.header('cache-control', 'no-store');
      return laterSlots.slotsNow();
    },
  );
};
