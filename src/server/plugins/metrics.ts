// GET /metrics for Prometheus, behind METRICS_TOKEN (Authorization: Bearer <token>). Without a
// token set, the endpoint does not exist (404) and no request is timed; a missing or wrong token
// is 401. Requests are labelled by their route pattern ('/api/orders/:id'), never the raw URL, so
// ids and search terms cannot multiply the series. Not under /api: no rate limit, not in OpenAPI.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Metrics } from '../modules/metrics/metrics.service.ts';
import { errorBody } from './error-handler.ts';

// The not-found handler serves the web app's pages and every 404: one label for all of them.
const FALLBACK_ROUTE = '(fallback)';

const digest = (value: string) => createHash('sha256').update(value).digest();

export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { metrics: Metrics; token: string | undefined }) => {
    const { metrics, token } = opts;
    const expected = token ? digest(token) : undefined;

    if (expected) {
      app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
        const route = request.routeOptions.url ?? FALLBACK_ROUTE;
        // A stream's "duration" is how long someone watched; it would swamp the latency figures.
        const streaming = String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream');
        metrics.observeRequest(
          request.method,
          route,
          reply.statusCode,
          streaming ? undefined : reply.elapsedTime / 1000,
        );
      });
    }

    // In the API document with its own security scheme (a bearer token, http/route-access.ts),
    // so an operator sees how to scrape it; it answers 404 while METRICS_TOKEN is unset.
    const schema = {
      tags: ['operations'],
      summary: 'Prometheus metrics (text exposition format), for the operator with METRICS_TOKEN',
    };
    app.get('/metrics', { schema, logLevel: 'warn' }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!expected) return reply.status(404).send(errorBody('NOT_FOUND', 'No route for GET /metrics'));
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
      // Compared as digests: equal lengths, and no timing hint about the token.
      if (!given || !timingSafeEqual(digest(given), expected)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        return reply.status(401).send(errorBody('UNAUTHORIZED'));
      }
      return reply.type(metrics.contentType).send(await metrics.render());
    });
  },
);

type RawHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/** Counts the menu answers given at the socket (menu-fast-path.ts), which no Fastify hook sees. */
export function countFastPath(handle: RawHandler, metrics: Metrics): RawHandler {
  return (req, res) => {
    const started = performance.now();
    if (!handle(req, res)) return false;
    metrics.observeRequest('GET', '/api/menu', res.statusCode, (performance.now() - started) / 1000);
    return true;
  };
}
