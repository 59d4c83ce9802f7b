// Builds the whole application as a Fastify instance without listening, so tests drive it
// through inject() and server.ts only adds the socket and the process lifecycle.
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../shared/constants';
import type { Database } from './db/database';
import type { Env } from './env';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { healthRoutes } from './modules/health/health.routes';
import { locationRoutes } from './modules/location/location.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { errorHandlerPlugin } from './plugins/error-handler';
import { openApiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';
import { createServices, type Services } from './services';

export type AppOptions = {
  env: Env;
  database: Database;
  /** Folder of the built web app; omitted in API-only tests. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
};

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;
// Requests served from memory and probes are cheap and must keep working for customers behind a
// shared mobile-carrier IP, so the general API limit does not count them (docs/decisions/004).
const UNLIMITED_PATHS = new Set([
  '/api/menu',
  '/api/categories',
  '/api/menu-items',
  '/api/settings',
  '/healthz',
  '/readyz',
]);

function createFastify(env: Env, logger: AppOptions['logger']) {
  const trust = env.trustProxy;
  return Fastify({
    logger: logger ?? false,
    // A hop count trusts that many proxies in front of us.
    trustProxy: typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust,
    bodyLimit: 1024 * 1024,
    // genReqId decides alone (a set header would be trusted verbatim, even '<bad id>').
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
}

export type App = ReturnType<typeof createFastify> & { services: Services };

export async function buildApp(options: AppOptions): Promise<App> {
  const { env, database } = options;
  const app = createFastify(env, options.logger);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { isProduction: env.isProduction });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: true,
    max: RATE_LIMITS.api.max,
    timeWindow: RATE_LIMITS.api.windowMs,
    allowList: (request) =>
      !request.url.startsWith('/api/') || UNLIMITED_PATHS.has(request.url.split('?')[0]!),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      ttl: context.ttl,
    }),
  });
  await app.register(openApiPlugin, { publicUrl: env.publicUrl });

  const services = createServices(database, env);
  app.decorate('services', services);

  await app.register(healthRoutes, { database });
  await app.register(catalogRoutes, { catalog: services.catalog });
  await app.register(settingsRoutes, { settings: services.settings });
  await app.register(locationRoutes, { geocoder: services.geocoder });

  await app.register(webAppPlugin, { webRoot: options.webRoot });
  // Not ready()-ed here: listen() and inject() do that, and tests may add a probe route first.
  return app as App;
}
