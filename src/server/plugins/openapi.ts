// The OpenAPI document is generated from the same zod schemas that validate requests, so it
// cannot drift from what the server accepts. Served at /api/openapi.json, with a reference UI at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const openApiPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Chai Express API',
        description: 'Storefront, accounts, orders and admin API of the Chai Express shop.',
        version: '1.0.0',
      },
      servers: [{ url: opts.publicUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'chai.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
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
