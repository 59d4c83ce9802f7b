// Builds the whole application as a Fastify instance without listening, so tests drive it
// through inject() and server.ts only adds the socket and the process lifecycle.
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../shared/constants';
import type { Database } from './db/database';
import type { Env } from './env';
import { adminStatsRoutes } from './modules/admin-stats/admin-stats.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { staffAuthRoutes } from './modules/auth/staff-auth.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { createMenuFastPath } from './modules/catalog/menu-fast-path';
import { customersRoutes } from './modules/customers/customers.routes';
import { healthRoutes } from './modules/health/health.routes';
import { locationRoutes } from './modules/location/location.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { isConsoleSms } from './modules/sms/console-sms';
import { devOutboxRoutes } from './modules/sms/dev-outbox.routes';
import { usersRoutes } from './modules/users/users.routes';
import { adminGuardPlugin } from './plugins/admin-guard';
import { errorHandlerPlugin } from './plugins/error-handler';
import { openApiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { loadStorefrontRenderer } from './plugins/storefront-renderer';
import { viewerPlugin } from './plugins/viewer';
import { webAppPlugin } from './plugins/web-app';
import { createServices, type Services } from './services';

export type AppOptions = {
  env: Env;
  database: Database;
  /** Folder of the built web app; omitted in API-only tests. */
  webRoot?: string;
  /** The storefront's server-rendering build (dist/ssr); without it '/' renders in the browser only. */
  ssrDir?: string;
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

type RawHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

function createFastify(env: Env, logger: AppOptions['logger'], beforeFastify: { handle?: RawHandler }) {
  const trust = env.trustProxy;
  return Fastify({
    // Lets the menu fast path answer at the socket (modules/catalog/menu-fast-path.ts).
    serverFactory: (handler) => {
      const server = http.createServer((req, res) => {
        if (beforeFastify.handle?.(req, res)) return;
        handler(req, res);
      });
      // Fastify's own default, which it applies only to servers it creates.
      server.keepAliveTimeout = 72_000;
      return server;
    },
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
  const beforeFastify: { handle?: RawHandler } = {};
  const app = createFastify(env, options.logger, beforeFastify);

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

  const services = createServices(database, env, {
    info: (message) => app.log.info(message),
    error: (details, message) => app.log.error(details, message),
  });
  app.decorate('services', services);

  await app.register(viewerPlugin, { staffAuth: services.staffAuth });
  await app.register(adminGuardPlugin);
  await app.register(healthRoutes, { database });
  const renderStorefront = await loadStorefrontRenderer(options.ssrDir);
  const fastPath = createMenuFastPath(services.catalog);
  beforeFastify.handle = fastPath.handle;
  await app.register(catalogRoutes, { catalog: services.catalog, fastPath });
  await app.register(settingsRoutes, { settings: services.settings });
  await app.register(locationRoutes, { geocoder: services.geocoder });
  await app.register(staffAuthRoutes, { staffAuth: services.staffAuth });
  await app.register(customersRoutes, {
    customerAuth: services.customerAuth,
    addresses: services.addresses,
    robotCheck: services.robotCheck,
  });
  if (!env.isProduction && isConsoleSms(services.sms)) {
    await app.register(devOutboxRoutes, { sms: services.sms });
  }
  await app.register(usersRoutes, { users: services.users });
  await app.register(ordersRoutes, { orders: services.orders });
  await app.register(auditRoutes, { audit: services.audit });
  await app.register(adminStatsRoutes, { stats: services.adminStats });

  await app.register(webAppPlugin, {
    webRoot: options.webRoot,
    storefrontBootData: async (url) => {
      const [snapshot, settings] = await Promise.all([
        services.catalog.menuSnapshot(),
        services.settings.publicSettings(),
      ]);
      const data = { menu: snapshot.menu, settings };
      const version = `${snapshot.etag}|${settings.updatedAt}`;
      return {
        data,
        version,
        // The first cards on a phone: the largest paint.
        preloadImages: snapshot.menu.items.slice(0, 2).map((item) => item.image),
        renderApp: renderStorefront ? () => renderStorefront(url, data) : undefined,
      };
    },
  });
  // Not ready()-ed here: listen() and inject() do that, and tests may add a probe route first.
  return app as App;
}
