// The OpenAPI document is generated from the same zod schemas that validate requests, so it
// cannot drift from what the server accepts. Served at /api/openapi.json, with a reference UI at
// /api/docs, when API_DOCS allows it (off by default in production: the map of every route,
// admin ones included, is for developers, not for strangers). The document itself is built either
// way (app.swagger()), for the tests and `npm run lint:openapi`.
//
// Every operation states what it needs (issue 36: a standard linter found 98 without): the session
// cookie, the metrics bearer token, or nothing (an empty requirement), from http/route-access.ts.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { type RouteAccess, routeAccess } from '../http/route-access.ts';

export type OpenApiOptions = {
  publicUrl: string;
  /** Serve the document and the reference UI (API_DOCS); off leaves both answering 404. */
  serveDocs: boolean;
  /** The session cookie's name as better-auth sets it (`__Secure-` prefixed in production). */
  sessionCookieName: string;
};

const SECURITY: Record<RouteAccess, Record<string, string[]>[]> = {
  public: [],
  session: [{ session: [] }],
  'metrics-token': [{ metricsToken: [] }],
};

/**
 * A name for an operation that client generators can use, made from its method and path, so every
 * route has one without naming it: 'GET /api/admin/orders/:id' -> 'getAdminOrdersById'.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part));
  const camel = words
    .flatMap((word) => word.split('-'))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
  return `${method.toLowerCase()}${camel}`;
}

/** What every amount in the API is, said once for every client (decision 028). */
export const MONEY_ON_THE_WIRE =
  'Money: every amount is Indian rupees as a JSON number with at most two decimals (₹12.50 is 12.5), ' +
  'as the product specification has it. The only exceptions are fields whose name ends in Paise ' +
  '(amountPaise), which are whole paise, as the payment gateway counts them.';

export const openApiPlugin = fp(async (app: FastifyInstance, opts: OpenApiOptions) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Chai Express API',
        description: [
          'Storefront, accounts, orders and admin API of the Chai Express shop.',
          '',
          // docs/decisions/028-money-on-the-wire.md
          MONEY_ON_THE_WIRE,
        ].join('\n'),
        version: '1.0.0',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: opts.publicUrl, description: 'This shop' }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: opts.sessionCookieName,
            description:
              'The session cookie set by a staff sign-in (POST /api/staff/sign-in) or a customer ' +
              'code check (POST /api/customer/otp/verify). Writes also need an Origin header of this shop.',
          },
          metricsToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'METRICS_TOKEN, for the Prometheus scrape of GET /metrics.',
          },
        },
      },
    },
    transform: (document) => {
      const { schema, url } = jsonSchemaTransform(document);
      const method = String([document.route.method].flat().find((m) => m !== 'HEAD') ?? 'GET');
      const security = SECURITY[routeAccess(method, document.route.url)];
      const operationId = operationIdOf(method, document.route.url);
      return { schema: { ...(schema as FastifySchema), security, operationId } as FastifySchema, url };
    },
  });
  if (!opts.serveDocs) return;
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // swagger-ui's own policy (with hashes for its script) allows framing by this origin; the docs
    // page is framed by nobody, like every other page (headers.reliability.ts checks).
    transformStaticCSP: (header) => header.replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'"),
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
});
