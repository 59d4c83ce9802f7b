// Builds the whole application as a Fastify instance without listening, so tests drive it
// through inject() and server.ts only adds the socket and the process lifecycle.
import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { OTP, RATE_LIMITS } from '#shared/constants.ts';
import { ROLE_RANK } from '#shared/roles.ts';
import type { Database } from './db/database.ts';
import type { RedisConnection } from './db/redis.ts';
import type { Env } from './env.ts';
import { requestLogger, trackRequestLoggers } from './http/request-log.ts';
import { createRequestCounts } from './http/shared-rate-limit-store.ts';
import { trackUnusedConnections } from './http/unused-connections.ts';
import { adminCatalogRoutes } from './modules/admin-catalog/admin-catalog.routes.ts';
import { adminStatsRoutes } from './modules/admin-stats/admin-stats.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { promiseReportRoutes } from './modules/analytics/promise-report.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { staffAuthRoutes } from './modules/auth/staff-auth.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { createMenuFastPath } from './modules/catalog/menu-fast-path.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { createBackdateCodeSends } from './modules/customers/dev-code-sends.ts';
import { dayCloseRoutes } from './modules/day-close/day-close.routes.ts';
import { discountsRoutes } from './modules/discounts/discounts.routes.ts';
import { dispatchRoutes } from './modules/dispatch/dispatch.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { imagesRoutes } from './modules/images/images.routes.ts';
import { kitchenRoutes } from './modules/kitchen/kitchen.routes.ts';
import { laterSlotsRoutes } from './modules/later-orders/later-slots.routes.ts';
import { locationRoutes } from './modules/location/location.routes.ts';
import { menuToolsRoutes } from './modules/menu-tools/menu-tools.routes.ts';
import { monthEndRoutes } from './modules/month-end/month-end.routes.ts';
import { notificationPreferencesRoutes } from './modules/notifications/notification-preferences.routes.ts';
import type { OutboxWorkerOptions } from './modules/notifications/outbox.worker.ts';
import { pushRoutes } from './modules/notifications/push.routes.ts';
import { optionGroupsRoutes } from './modules/option-groups/option-groups.routes.ts';
import { orderPadRoutes } from './modules/orders/order-pad.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { payPageOrigins } from './modules/payments/pay-page-origins.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { paymentsAdminRoutes } from './modules/payments/payments-admin.routes.ts';
import { printingRoutes } from './modules/printing/printing.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import type { RetentionSweeperOptions } from './modules/privacy/retention-sweeper.ts';
import { promiseRoutes } from './modules/promise/promise.routes.ts';
import { ratingsRoutes } from './modules/ratings/ratings.routes.ts';
import { riderAppRoutes } from './modules/rider-app/rider-app.routes.ts';
import { ridersRoutes } from './modules/riders/riders.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { shopTabletsRoutes } from './modules/shop-tablets/shop-tablets.routes.ts';
import { isConsoleSms } from './modules/sms/console-sms.ts';
import { devOutboxRoutes } from './modules/sms/dev-outbox.routes.ts';
import { stockRoutes } from './modules/stock/stock.routes.ts';
import { tipsRoutes } from './modules/tips/tips.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { usualOrdersRoutes } from './modules/usual-orders/usual-orders.routes.ts';
import { whatsappRoutes } from './modules/whatsapp/whatsapp.routes.ts';
import { adminGuardPlugin } from './plugins/admin-guard.ts';
import { apiCachePolicyPlugin } from './plugins/api-cache-policy.ts';
import { clientErrorHandler, errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler.ts';
import { eventStreamsPlugin, type StreamLimits } from './plugins/event-streams.ts';
import { countFastPath, metricsPlugin } from './plugins/metrics.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { originCheckPlugin } from './plugins/origin-check.ts';
import { privateCookiesPlugin } from './plugins/private-cookies.ts';
import { rateLimitKeyPlugin } from './plugins/rate-limit-key.ts';
import type { RenderBudgetOptions } from './plugins/render-budget.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { serverPageBootData } from './plugins/server-pages.ts';
import { lazyStorefrontRenderer } from './plugins/storefront-renderer.ts';
import { temporaryPasswordPlugin } from './plugins/temporary-password.ts';
import { textGuardPlugin } from './plugins/text-guard.ts';
import { isUncountedRoute } from './plugins/uncounted-routes.ts';
import { viewerPlugin } from './plugins/viewer.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { createServices, type Services } from './services.ts';

export type AppOptions = {
  env: Env;
  database: Database;
  /** Shared rate-limit counters across instances (REDIS_URL). */
  redis?: RedisConnection;
  /** Folder of the built web app; omitted in API-only tests. */
  webRoot?: string;
  /** The storefront's server-rendering build (dist/ssr); without it '/' renders in the browser only. */
  ssrDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** How often live streams send a keep-alive and re-check the session (tests shorten it). */
  streamHeartbeatMs?: number;
  /** Caps on open live streams and their lifetime (tests lower them; plugins/event-streams.ts). */
  streamLimits?: StreamLimits;
  /** The clock of opening hours, busy mode and checkout; tests fix it (a Wednesday night in Pune). */
  now?: () => Date;
  /** The budget of page renders that miss the page cache (render-budget.ts; tests change it). */
  renderBudget?: RenderBudgetOptions;
  /** The notification outbox worker's timings (tests shorten the poll and the retry waits). */
  outbox?: OutboxWorkerOptions;
  /** When the privacy retention sweeper runs (tests shorten it). */
  retention?: RetentionSweeperOptions;
};

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

type RawHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/** How long after listening the server-rendering build is loaded if no page asked for it first. */
const RENDERER_WARM_UP_DELAY_MS = 1_000;

/** Fastify types these factories for Ajv's schemas; the zod compilers take zod schemas instead. */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

function createFastify(
  env: Env,
  logger: AppOptions['logger'],
  beforeFastify: { handle?: RawHandler },
  onServer: (server: http.Server) => void,
) {
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
      onServer(server);
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
    // Every schema is a zod schema, checked and serialized by the zod compilers. Named here rather
    // than set after creation, Fastify never loads its default Ajv and fast-json-stringify
    // compilers, which cost a start about 55 ms (issue 22's restart goal).
    schemaController: { compilersFactory: ZOD_COMPILERS },
    // Refusals made before a route runs leave in the same error shape as every other error.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
}

export type App = ReturnType<typeof createFastify> & { services: Services };

export async function buildApp(options: AppOptions): Promise<App> {
  const { env, database } = options;
  const beforeFastify: { handle?: RawHandler } = {};
  let spareSockets: ReturnType<typeof trackUnusedConnections> | undefined;
  const app = createFastify(env, options.logger, beforeFastify, (server) => {
    spareSockets = trackUnusedConnections(server);
  });
  // Fastify's own close then reaps idle keep-alive sockets and waits for requests in flight.
  // Connections that go idle later (an answer in flight finished, a stream ended) are closed as
  // they do: their clients would otherwise hold the shutdown open (browsers keep them minutes).
  let idleReaper: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    spareSockets?.destroyAll();
    idleReaper = setInterval(() => app.server.closeIdleConnections(), 100);
    idleReaper.unref();
  });
  app.addHook('onClose', async () => clearInterval(idleReaper));

  // Hooks on every request are plain callbacks: an async hook costs promises on every answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  trackRequestLoggers(app);
  options.redis?.reportTo(app.log);

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, {
    isProduction: env.isProduction,
    // Images stored on S3 are loaded from the bucket's (or CDN's) own origin; the map's tiles from
    // the tile server's (MAP_TILE_URL).
    imageOrigins: [...(env.s3 ? [new URL(env.s3.publicUrl).origin] : []), env.map.tileOrigin],
    payPageOrigins: payPageOrigins(env.payments),
  });
  await app.register(apiCachePolicyPlugin);
  await app.register(textGuardPlugin);
  await app.register(originCheckPlugin, {
    publicUrl: env.publicUrl,
    acceptAddressedOrigin: !env.isProduction,
  });
  const requestCounts = createRequestCounts(options.redis);
  await app.register(rateLimit, {
    global: true,
    // A staff account gets a kitchen's budget (RATE_LIMITS.staffApi); everyone else docs/product.md#rate-limits' 100.
    // Only an account key can be staff: the viewer is already resolved for it (no second lookup).
    max: async (request, key) =>
      key.startsWith('account:') && ROLE_RANK[(await request.viewer())?.role ?? 'user'] >= ROLE_RANK.staff
        ? // Never less than everyone's: a shop that raises the general figure raises its staff's too.
          Math.max(env.staffRequestsPerMinute, env.apiRequestsPerMinute)
        : env.apiRequestsPerMinute,
    timeWindow: RATE_LIMITS.api.windowMs,
    // Per live session, else per client address (plugins/rate-limit-key.ts). Routes with their
    // own limit and no key of their own count the same way.
    keyGenerator: (request) => request.rateLimitKey(),
    // With Redis every instance counts together; without it each counts alone (decision 011).
    store: requestCounts.store,
    // Every route's own limit inherits this list (plugins/uncounted-routes.ts).
    allowList: isUncountedRoute,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      ttl: context.ttl,
    }),
  });
  await app.register(openApiPlugin, {
    publicUrl: env.publicUrl,
    serveDocs: env.apiDocs,
    // better-auth's name for it (cookiePrefix 'chai', secure cookies in production: auth.ts).
    sessionCookieName: `${env.isProduction ? '__Secure-' : ''}chai.session_token`,
  });

  // Through the current request's logger, so service log lines carry its request id.
  const services = createServices(
    database,
    env,
    {
      info: (message) => requestLogger(app.log).info(message),
      warn: (details, message) => requestLogger(app.log).warn(details, message),
      error: (details, message) => requestLogger(app.log).error(details, message),
    },
    options.redis,
    options.now,
    options.outbox,
    options.retention,
    requestCounts,
  );
  app.decorate('services', services);
  await app.register(metricsPlugin, { metrics: services.metrics, token: env.metricsToken });
  await services.events.start();
  // The VAPID pair before the first request: GET /api/push/key answers it at once.
  await services.push.start();
  app.addHook('onClose', () => services.events.stop());
  // No menu rebuild left waiting for a time window's boundary.
  app.addHook('onClose', async () => services.catalog.close());
  services.orphanSweeper.start();
  app.addHook('onClose', async () => services.orphanSweeper.stop());
  services.payments.startSweeping();
  // Before the database closes (the caller closes it after the app): a sweep in progress finishes.
  app.addHook('onClose', () => services.payments.stopSweeping());
  // Started once the app is ready (every plugin registered); stopped before the database closes,
  // after a pass in progress has recorded what it sent.
  app.addHook('onReady', async () => services.outbox.start());
  app.addHook('onClose', () => services.outbox.stop());
  // Pin lookups still waiting let go before the database closes.
  app.addHook('onClose', () => services.orders.stopPinChecks());
  services.retention.start();
  app.addHook('onClose', () => services.retention.stop());
  // The first forecast is in before the first request (checkout's estimate is read from memory);
  // a recompute in progress finishes before the database closes.
  app.addHook('onReady', () => services.promise.start());
  app.addHook('onClose', () => services.promise.stop());
  // The morning reset to par, once per shop day across instances (docs/product.md#counted-stock).
  app.addHook('onReady', async () => services.stock.start());
  app.addHook('onClose', async () => services.stock.stop());

  await app.register(rateLimitKeyPlugin, { sessionToken: services.sessionToken });
  await app.register(viewerPlugin, { staffAuth: services.staffAuth });
  await app.register(privateCookiesPlugin);
  await app.register(adminGuardPlugin);
  await app.register(temporaryPasswordPlugin, { sessionToken: services.sessionToken });
  await app.register(eventStreamsPlugin, {
    heartbeatMs: options.streamHeartbeatMs,
    limits: options.streamLimits,
    onOpen: services.metrics.streamOpened,
    onClosed: services.metrics.streamClosed,
    onSessionsEnded: (listener) =>
      services.events.subscribe((event) => {
        if (event.kind === 'sessions-ended') listener(event.userId);
      }),
    onListenerResumed: (listener) =>
      services.events.subscribe((event) => {
        if (event.kind === 'resync') listener();
      }),
  });
  const redis = options.redis;
  await app.register(healthRoutes, {
    checks: {
      database: () => database.ping(),
      redis: redis ? () => redis.ping() : undefined,
      storage: env.s3 ? () => services.images.storage.ping() : undefined,
    },
  });
  const renderStorefront = lazyStorefrontRenderer(options.ssrDir, (error) =>
    app.log.error({ err: error }, 'the server-rendering build failed to load; pages render in the browser'),
  );
  // Loaded a moment after the server listens, off the restart's path (storefront-renderer.ts):
  // compiling it takes the one thread for about 60 ms, and the first requests after a restart
  // (menus, live streams) should not queue behind it. A page that comes first loads it itself.
  app.addHook('onListen', (done) => {
    setTimeout(() => void renderStorefront(), RENDERER_WARM_UP_DELAY_MS).unref();
    done();
  });
  const fastPath = createMenuFastPath(services.catalog);
  beforeFastify.handle = env.metricsToken
    ? countFastPath(fastPath.handle, services.metrics)
    : fastPath.handle;
  await app.register(catalogRoutes, { catalog: services.catalog, fastPath });
  // After the settings service's own subscriber has dropped its cached copy, so a board or
  // storefront that re-reads at once gets the new settings. A resync may have missed a change:
  // they re-read then too.
  const watchSettings = (listener: () => void) =>
    services.events.subscribe((event) => {
      if (event.kind === 'settings' || event.kind === 'resync') listener();
    });
  // After the services' own subscriber has dropped the cached menu, so a client that re-reads
  // at once gets the new one. A resync may have missed a change: storefronts re-read then too.
  const watchMenu = (listener: () => void) =>
    services.events.subscribe((event) => {
      if (event.kind === 'menu' || event.kind === 'resync') listener();
    });
  await app.register(settingsRoutes, { settings: services.settings, watchSettings, watchMenu });
  await app.register(locationRoutes, {
    geocoder: services.geocoder,
    addressSearch: services.addressSearch,
    map: env.map,
    deliveryArea: async () => (await services.settings.stored()).delivery,
  });
  await app.register(staffAuthRoutes, { staffAuth: services.staffAuth });
  await app.register(shopTabletsRoutes, { devices: services.shopDevices, pins: services.staffPins });
  await app.register(customersRoutes, {
    customerAuth: services.customerAuth,
    addresses: services.addresses,
    robotCheck: services.robotCheck,
    // Each code sent to an address may need its wrong tries and the right one.
    checksPerAddress: env.otpSendsPerIpPer5Min * (OTP.maxWrongTries + 1),
  });
  if (!env.isProduction && isConsoleSms(services.sms)) {
    await app.register(devOutboxRoutes, {
      sms: services.sms,
      backdateCodeSends: createBackdateCodeSends(database.db),
    });
  }
  await app.register(notificationPreferencesRoutes, { preferences: services.notificationPreferences });
  await app.register(privacyRoutes, { accountDeletion: services.accountDeletion });
  await app.register(usersRoutes, { users: services.users });
  await app.register(ridersRoutes, { riders: services.riders });
  await app.register(dayCloseRoutes, { dayClose: services.dayClose });
  await app.register(ordersRoutes, {
    orders: services.orders,
    watchSettings,
    watchMenu,
  });
  await app.register(orderPadRoutes, { pad: services.orderPad });
  await app.register(usualOrdersRoutes, { usualOrders: services.usualOrders });
  await app.register(promiseRoutes, { promise: services.promise, settings: services.settings });
  await app.register(laterSlotsRoutes, { laterSlots: services.laterSlots });
  await app.register(kitchenRoutes, { kitchen: services.kitchen });
  await app.register(dispatchRoutes, { dispatch: services.dispatch });
  await app.register(printingRoutes, {
    printing: services.ticketPrinting,
    settings: services.settings,
    printerPorts: env.printerPorts,
  });
  await app.register(paymentsAdminRoutes, {
    refunds: services.refunds,
    orders: services.orders,
    doorPayments: services.doorPayments,
    report: services.paymentsReport,
  });
  await app.register(paymentsRoutes, { payments: services.payments });
  await app.register(whatsappRoutes, { whatsapp: services.whatsapp });
  await app.register(tipsRoutes, { tips: services.tips });
  await app.register(pushRoutes, { push: services.push });
  await app.register(riderAppRoutes, {
    riderApp: services.riderApp,
    taps: services.riderTaps,
    push: services.push,
  });
  await app.register(discountsRoutes, { discounts: services.discounts });
  await app.register(auditRoutes, { audit: services.audit, settings: services.settings });
  await app.register(adminStatsRoutes, { stats: services.adminStats });
  await app.register(analyticsRoutes, { analytics: services.analytics });
  await app.register(monthEndRoutes, { monthEnd: services.monthEnd, settings: services.settings });
  await app.register(promiseReportRoutes, { promiseReport: services.promiseReport });
  await app.register(adminCatalogRoutes, { adminCatalog: services.adminCatalog });
  await app.register(menuToolsRoutes, { menuTools: services.menuTools });
  await app.register(optionGroupsRoutes, { optionGroups: services.optionGroups });
  await app.register(stockRoutes, { stock: services.stock });
  await app.register(imagesRoutes, { images: services.images });
  await app.register(ratingsRoutes, { ratings: services.ratings });

  await app.register(webAppPlugin, {
    webRoot: options.webRoot,
    renderBudget: options.renderBudget,
    storefrontBootData: serverPageBootData({
      catalog: services.catalog,
      settings: services.settings,
      render: renderStorefront,
    }),
  });
  // Not ready()-ed here: listen() and inject() do that, and tests may add a probe route first.
  return app as App;
}
