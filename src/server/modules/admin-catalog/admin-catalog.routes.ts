// Admin menu items and categories (contract: src/shared/api/admin-catalog.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCategoriesResponseSchema,
  adminCategorySchema,
  adminItemSchema,
  adminItemsResponseSchema,
  bulkActionBodySchema,
  bulkActionResultSchema,
  categoryInputSchema,
  categoryUpdateSchema,
  itemInputSchema,
  itemUpdateSchema,
  stockBodySchema,
} from '#shared/api/admin-catalog.ts';
import { stockCountBodySchema } from '#shared/api/stock.ts';
import type { AdminCatalogService } from './admin-catalog.service.ts';

const idParams = z.object({ id: z.uuid('Unknown id') });

export const adminCatalogRoutes: FastifyPluginAsyncZod<{ adminCatalog: AdminCatalogService }> = async (
  app,
  { adminCatalog },
) => {
  app.get(
    '/api/admin/menu-items',
    {
      config: { permission: 'items:update' },
      schema: {
        tags: ['admin'],
        summary:
          'Every menu item, inactive and archived (deleted) ones included, ordered by sort order then name',
        response: { 200: adminItemsResponseSchema },
      },
    },
    async () => ({ items: await adminCatalog.listItems() }),
  );

  app.post(
    '/api/admin/menu-items',
    {
      config: { permission: 'items:create' },
      schema: {
        tags: ['admin'],
        summary: 'Adds a menu item; slug and discount are computed on save',
        body: itemInputSchema,
        response: { 201: adminItemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await adminCatalog.createItem(request.body, await request.actor())),
  );

  app.post(
    '/api/admin/menu-items/bulk',
    {
      config: { permission: 'items:update' },
      schema: {
        tags: ['admin'],
        summary:
          'Activates, deactivates or deletes (archives) up to 1,000 items in one transaction; ' +
          "'delete' also needs items:delete",
        body: bulkActionBodySchema,
        response: { 200: bulkActionResultSchema },
      },
    },
    async (request) => adminCatalog.bulkAction(request.body, await request.actor()),
  );

  app.put(
    '/api/admin/menu-items/:id',
    {
      config: { permission: 'items:update' },
      schema: {
        tags: ['admin'],
        summary:
          'Edits a menu item (items:update: staff, managers and admins): a partial update, not a full replace',
        // What updateItem does (admin-catalog.service.ts), checked against it by
        // tests/integration/admin-catalog.test.ts.
        description:
          'name, price and category_id are required. Every other field left out keeps its stored value ' +
          '(it is not reset to its default). original_price: null and image_url: null (or "") clear them.',
        params: idParams,
        body: itemUpdateSchema,
        response: { 200: adminItemSchema },
      },
    },
    async (request) => adminCatalog.updateItem(request.params.id, request.body, await request.actor()),
  );

  app.put(
    '/api/admin/menu-items/:id/stock',
    {
      // Staff mark an item sold out mid-shift from its card.
      config: { permission: 'items:update' },
      schema: {
        tags: ['admin'],
        summary: 'Marks a menu item sold out or back in stock; open storefronts follow at once',
        params: idParams,
        body: stockBodySchema,
        response: { 200: adminItemSchema },
      },
    },
    async (request) => adminCatalog.setStock(request.params.id, request.body, await request.actor()),
  );

  app.put(
    '/api/admin/menu-items/:id/count',
    {
      // Counting what is on the shelf is the in-stock switch's job: staff do it.
      config: { permission: 'items:update' },
      schema: {
        tags: ['admin'],
        summary:
          "Sets a menu item's counted stock for today, its morning count and its low-stock warning " +
          '(null: not counted / no reset / no warning); open storefronts follow at once',
        params: idParams,
        body: stockCountBodySchema,
        response: { 200: adminItemSchema },
      },
    },
    async (request) => adminCatalog.setCount(request.params.id, request.body, await request.actor()),
  );

  app.delete(
    '/api/admin/menu-items/:id',
    {
      config: { permission: 'items:delete' },
      schema: {
        tags: ['admin'],
        summary:
          'Deletes (archives) a menu item: archived_at set, off the grid, the storefront and checkout; restorable',
        params: idParams,
        response: { 200: adminItemSchema },
      },
    },
    async (request) => adminCatalog.deleteItem(request.params.id, await request.actor()),
  );

  app.post(
    '/api/admin/menu-items/:id/restore',
    {
      // Undoing a delete is the deleter's to do.
      config: { permission: 'items:delete' },
      schema: {
        tags: ['admin'],
        summary: 'Restores an archived menu item as it was (its active flag, stock and fields kept)',
        params: idParams,
        response: { 200: adminItemSchema },
      },
    },
    async (request) => adminCatalog.restoreItem(request.params.id, await request.actor()),
  );

  app.get(
    '/api/admin/categories',
    {
      // Staff pick a category in the item form, so reading needs only items:update.
      config: { permission: 'items:update' },
      schema: {
        tags: ['admin'],
        summary: 'Every category, inactive ones included, with its item count',
        response: { 200: adminCategoriesResponseSchema },
      },
    },
    async () => ({ categories: await adminCatalog.listCategories() }),
  );

  app.post(
    '/api/admin/categories',
    {
      config: { permission: 'categories:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Adds a category; its slug is made from the name',
        body: categoryInputSchema,
        response: { 201: adminCategorySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await adminCatalog.createCategory(request.body, await request.actor())),
  );

  app.put(
    '/api/admin/categories/:id',
    {
      config: { permission: 'categories:manage' },
      schema: {
        tags: ['admin'],
        summary: 'Edits a category (its slug stays); fields left out keep their values',
        params: idParams,
        body: categoryUpdateSchema,
        response: { 200: adminCategorySchema },
      },
    },
    async (request) => adminCatalog.updateCategory(request.params.id, request.body, await request.actor()),
  );

  app.delete(
    '/api/admin/categories/:id',
    {
      config: { permission: 'categories:manage' },
      schema: {
        tags: ['admin'],
        summary:
          'Deletes a category and its image; refused (409) while it has items that are not archived ' +
          '(archived ones are left without a category)',
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await adminCatalog.deleteCategory(request.params.id, await request.actor());
      return reply.status(204).send(null);
    },
  );
};
