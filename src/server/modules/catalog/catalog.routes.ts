import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoriesQuerySchema,
  categoriesResponseSchema,
  itemsQuerySchema,
  itemsResponseSchema,
  menuQuerySchema,
  menuResponseSchema,
} from '#shared/api/catalog.ts';
import type { CatalogService } from './catalog.service.ts';
import type { MenuFastPath } from './menu-fast-path.ts';
import { menuAnswer } from './menu-snapshot.ts';

// Short enough that an admin change shows quickly, long enough to absorb bursts; the ETag makes
// revalidation cheap.
const MENU_CACHE_CONTROL = 'public, max-age=10, must-revalidate';

export const catalogRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogService;
  fastPath?: MenuFastPath;
}> = async (app, { catalog, fastPath }) => {
  app.get(
    '/api/menu',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The whole public menu: active categories and items, in English, Hindi or Marathi',
        description:
          'Each text in `lang` where it has a translation, in English otherwise; each language has ' +
          'its own ETag. The language is in the address, so caches keep one copy per language.',
        querystring: menuQuerySchema,
        response: { 200: menuResponseSchema },
      },
      // The first full answer teaches the fast path the exact headers this stack sends.
      onSend: fastPath
        ? async (_request, reply, payload) => {
            if (reply.statusCode === 200) fastPath.learnHeaders(reply.getHeaders());
            return payload;
          }
        : undefined,
    },
    async (request, reply) => {
      const answer = menuAnswer(
        await catalog.menuSnapshot(request.query.lang),
        request.headers['if-none-match'],
        request.headers['accept-encoding'],
      );
      reply
        .header('etag', answer.etag)
        .header('cache-control', MENU_CACHE_CONTROL)
        .header('vary', 'accept-encoding');
      // No body at all on a 304: a stray "null" would corrupt keep-alive connections.
      if (answer.status === 304) return reply.status(304 as 200).send(undefined as never);
      if (answer.contentEncoding) reply.header('content-encoding', answer.contentEncoding);
      // A Buffer is sent as is: the bytes were serialized and compressed once for every client.
      return reply.type('application/json; charset=utf-8').send(answer.body as never);
    },
  );

  app.get(
    '/api/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Active categories ordered by display order then name',
        querystring: categoriesQuerySchema,
        response: { 200: categoriesResponseSchema },
      },
    },
    async (request) => ({ categories: await catalog.categories(request.query.lang) }),
  );

  app.get(
    '/api/menu-items',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Active menu items, optionally by category slug and search text',
        querystring: itemsQuerySchema,
        response: { 200: itemsResponseSchema },
      },
    },
    // Written out by the service (the items as GET /api/menu serves them), not encoded here.
    async (request, reply) =>
      reply.type('application/json; charset=utf-8').send((await catalog.itemsJson(request.query)) as never),
  );
};
