// An answer that sets a cookie belongs to one browser: it is never marked public or given a
// lifetime a shared cache (a proxy, a CDN, the service worker's kept copies) would honour. Routes
// whose answers are the same for everyone say `public, max-age=...`; when a session refresh or a
// sign-out rides on one of those answers, a cache in between would hand that cookie to everyone
// it serves (issue 36). One rule here, after every hook that may add a cookie (registered right
// after the viewer plugin, whose own onSend queues refreshed session cookies), rather than a
// check on each route.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const PRIVATE_NO_STORE = 'private, no-store';

export const privateCookiesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.hasHeader('set-cookie')) reply.header('cache-control', PRIVATE_NO_STORE);
    done(null, payload);
  });
});
