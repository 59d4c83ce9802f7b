// The menu tools' routes (contract: src/shared/api/menu-tools.ts). Managers and admins: a bulk
// price change or an import rewrites much of the menu at once, so they take the permission that
// deletes items (items:delete), not the one staff edit a single item with.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkPriceBodySchema,
  bulkPricePreviewSchema,
  bulkPriceResultSchema,
  bulkPriceSaveSchema,
  menuImportBodySchema,
  menuImportResultSchema,
} from '#shared/api/menu-tools.ts';
import { MENU_CSV_LIMITS } from '#shared/catalog/menu-tools-rules.ts';
import type { MenuToolsService } from './menu-tools.service.ts';

const config = { permission: 'items:delete' } as const;

export const menuToolsRoutes: FastifyPluginAsyncZod<{ menuTools: MenuToolsService }> = async (
  app,
  { menuTools },
) => {
  app.post(
    '/api/admin/menu-items/bulk-price/preview',
    {
      config,
      schema: {
        tags: ['admin'],
        summary:
          "A bulk price change's preview: each item of a category (or the chosen items) with its old and new price, and what would stop a save",
        body: bulkPriceBodySchema,
        response: { 200: bulkPricePreviewSchema },
      },
    },
    async (request) => menuTools.previewPrices(request.body),
  );

  app.post(
    '/api/admin/menu-items/bulk-price',
    {
      config,
      schema: {
        tags: ['admin'],
        summary:
          'Saves a bulk price change in one transaction, one audit entry per item; 409 when a price changed since the preview (expected), 400 naming each item a price would be refused for',
        body: bulkPriceSaveSchema,
        response: { 200: bulkPriceResultSchema },
      },
    },
    async (request) => menuTools.savePrices(request.body, await request.actor()),
  );

  app.get(
    '/api/admin/menu-items/export.csv',
    {
      config,
      schema: {
        tags: ['admin'],
        summary:
          'The menu as a CSV download: one line per item that is not archived, with its category, prices, unit, flags and options (text/csv)',
      },
    },
    async (_request, reply) => {
      const { fileName, text } = await menuTools.exportCsv();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(text);
    },
  );

  app.post(
    '/api/admin/menu-items/import',
    {
      config,
      // The CSV travels as a JSON string: its escapes may double its size.
      bodyLimit: MENU_CSV_LIMITS.bytes * 2 + 1024,
      schema: {
        tags: ['admin'],
        summary:
          'Imports the menu CSV: dry_run true lists every change and every refused line and changes nothing; false applies them all in one transaction, or refuses (400) and changes nothing',
        body: menuImportBodySchema,
        response: { 200: menuImportResultSchema },
      },
    },
    async (request) => menuTools.importCsv(request.body, await request.actor()),
  );
};
