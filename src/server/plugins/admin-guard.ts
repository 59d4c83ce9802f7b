// Every /api/admin route must name its permission in `config.permission`; a route without one
// fails at start-up rather than being open. The check runs first, before the body is read, so
// strangers learn nothing (not even what a valid body looks like).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Permission } from '#shared/roles.ts';
import { requirePermission } from '../http/require-permission.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
  }
}

export const adminGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/admin')) return;
    const permission = route.config?.permission;
    if (!permission) throw new Error(`${route.method} ${route.url} has no config.permission`);
    const check = requirePermission(permission);
    const existing = route.onRequest
      ? Array.isArray(route.onRequest)
        ? route.onRequest
        : [route.onRequest]
      : [];
    route.onRequest = [check, ...existing];
  });
});
