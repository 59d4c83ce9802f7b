// Security headers on every answer (docs/product.md#d12-security-headers): nosniff, frame deny,
// strict-origin referrer, geolocation for this origin only, and a CSP that allows no inline script.
// The browser XSS filter header of the first design is obsolete; the CSP does that job.
//
// Helmet's middleware is built once here and run on every request. (@fastify/helmet built a new
// one per request, parsing every CSP directive again each time: a measurable part of a checkout.)
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

type Options = {
  isProduction: boolean;
  /** Origins besides our own that serve pictures: the S3 bucket or CDN when images live there. */
  imageOrigins?: string[];
  /** The payment gateway's origins, allowed on the pay page only ([] without a gateway). */
  payPageOrigins?: string[];
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers below as plain values, for answers Fastify writes before any hook runs. */
    securityHeaders: Record<string, string>;
    /**
     * The pay page's CSP and permissions policy, which let the payment gateway's checkout script,
     * window and API in (docs/product.md#online-payments); undefined without a gateway.
     */
    payPageHeaders: Record<string, string> | undefined;
  }
}

const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), payment=()';
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** A CSP header value, written the way helmet writes one. */
const cspText = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [kebab(name), ...values].join(' '))
    .join(';');
const HSTS = { maxAge: 15552000, includeSubDomains: true };

export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: Options) => {
  const directives: Record<string, string[]> = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Toast and dialog libraries set inline styles at run time; styles cannot run code.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(opts.imageOrigins ?? [])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // The robot check solves its proof of work in a worker built from a blob.
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(opts.isProduction ? { upgradeInsecureRequests: [] } : {}),
  };
  const applyHelmet = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin' },
    xContentTypeOptions: true,
    // Only meaningful over https; production is required to be https.
    strictTransportSecurity: opts.isProduction ? HSTS : false,
    crossOriginEmbedderPolicy: false,
    xXssProtection: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    // Helmet only sets and removes headers; it never fails or waits.
    applyHelmet(request.raw, reply.raw, () => done());
  });
  // A request whose address has broken %-escapes is refused by Fastify before any hook runs
  // (plugins/error-handler.ts frameworkErrorHandler); it gets these from here.
  app.decorate('securityHeaders', {
    'content-security-policy': cspText(directives),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(opts.isProduction
      ? { 'strict-transport-security': `max-age=${HSTS.maxAge}; includeSubDomains` }
      : {}),
  });

  // The gateway's checkout is a script of its origin that opens its window in a frame and calls
  // its API; only the page that takes the payment allows them, so a script injected anywhere else
  // still cannot load from there.
  const gateway = opts.payPageOrigins ?? [];
  app.decorate(
    'payPageHeaders',
    gateway.length === 0
      ? undefined
      : {
          'content-security-policy': cspText({
            ...directives,
            scriptSrc: [...(directives.scriptSrc ?? []), ...gateway],
            imgSrc: [...(directives.imgSrc ?? []), ...gateway],
            connectSrc: [...(directives.connectSrc ?? []), ...gateway],
            frameSrc: ["'self'", ...gateway],
          }),
          'permissions-policy': PERMISSIONS_POLICY.replace(
            'payment=()',
            `payment=(self ${gateway.map((origin) => `"${origin}"`).join(' ')})`,
          ),
        },
  );
});
