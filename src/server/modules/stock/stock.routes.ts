// Counted stock for staff (contract: src/shared/api/stock.ts). Setting a count is the catalog's
// (PUT /api/admin/menu-items/:id/count, /api/admin/options/:id/count); this is the board's list
// and the morning reset by hand.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lowStockResponseSchema, stockResetResponseSchema } from '#shared/api/stock.ts';
import type { StockService } from './stock.service.ts';

export const stockRoutes: FastifyPluginAsyncZod<{ stock: StockService }> = async (app, { stock }) => {
  app.get(
    '/api/admin/stock/low',
    {
      // The order board shows it: whoever manages orders reads it.
      config: { permission: 'orders:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Counted items and options at or below their low-stock warning, or with none left',
        response: { 200: lowStockResponseSchema },
      },
    },
    async () => ({ items: await stock.low() }),
  );

  app.post(
    '/api/admin/stock/reset',
    {
      // The same people who may set a count may set them all to the morning counts.
      config: { permission: 'items:update' },
      schema: {
        tags: ['admin'],
        summary: 'Sets every count that has a morning count to it now (the morning reset, by hand)',
        response: { 200: stockResetResponseSchema },
      },
    },
    async (request) => ({ reset: await stock.resetNow(await request.actor()) }),
  );
};
