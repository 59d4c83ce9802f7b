// API answers are never stored by a browser or a proxy unless their route says they may be: most
// depend on who is asking (orders, addresses, accounts, the session itself), and a stored copy
// would outlive the sign-out on a shared phone or computer, or leak through a shared cache. One
// rule here instead of a header on each route, so a new route is private without anyone
// remembering to say so. Public answers (the menu, the public settings, images) set their own
// Cache-Control, which is kept.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const apiCachePolicyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    // Decided on the route the router matched, never the raw address: the router decodes escapes,
    // so '/%61pi/orders' is the orders route and answered a customer's orders with no header. A
    // request that matched nothing gets no-store too unless its answer sets its own (the web
    // app's pages do), whatever its spelling.
    const route = request.routeOptions.url;
    if (!reply.hasHeader('cache-control') && (route === undefined || route.startsWith('/api/')))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});
