// Security headers on every answer (decision D12): nosniff, frame deny, strict-origin referrer,
// geolocation for this origin only, and a CSP that allows no inline script. The browser XSS
// filter header the spec names is obsolete; the CSP does that job.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { isProduction: boolean }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toast and dialog libraries set inline styles at run time; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The robot check solves its proof of work in a worker built from a blob.
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(opts.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin' },
    xContentTypeOptions: true,
    // Only meaningful over https; production is required to be https.
    strictTransportSecurity: opts.isProduction ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    xXssProtection: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', 'geolocation=(self), camera=(), microphone=(), payment=()');
  });
});
