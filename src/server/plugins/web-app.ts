// Serves the built single-page app. Hashed assets are cached for a year; index.html is never
// cached so a deploy is picked up at once. App routes (/, /login, /admin/...) fall back to
// index.html; /api paths and missing files get a real 404.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './error-handler';

const ONE_YEAR = 31_536_000;
const ONE_DAY = 86_400;

export const webAppPlugin = fp(async (app: FastifyInstance, opts: { webRoot: string | undefined }) => {
  const webRoot = opts.webRoot;
  const indexPath = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const hasApp = Boolean(indexPath && fs.existsSync(indexPath));

  if (webRoot && hasApp) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel = path.relative(webRoot, filePath);
        if (rel.startsWith(`assets${path.sep}`))
          res.setHeader('cache-control', `public, max-age=${ONE_YEAR}, immutable`);
        else if (rel === 'index.html') res.setHeader('cache-control', 'no-cache');
        else res.setHeader('cache-control', `public, max-age=${ONE_DAY}`);
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isAppRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !path.posix.basename(pathname).includes('.');
    if (isAppRoute && hasApp) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    return reply.status(404).send(errorBody('NOT_FOUND', `No route for ${request.method} ${pathname}`));
  });
});
