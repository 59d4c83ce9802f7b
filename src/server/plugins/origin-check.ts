// Writes from a browser are accepted only from the shop's own pages. SameSite=Lax session cookies
// still travel with a POST from a page of the same site (another port of the same host, a sibling
// subdomain), and a body-less POST (cancel an order, sign out, publish a promotion) needs no JSON,
// so such a page could act for a signed-in customer or staff member. A browser names the page's
// origin on every write (Origin, or at least Referer); one that is not ours is refused. Clients
// that send neither (curl, scripts, a payment provider's webhook) are judged by their credentials
// alone, as before.
//
// Every write's body must also be JSON, or what its route declares it consumes (the image upload
// takes multipart): HTML forms can send text/plain, urlencoded and multipart bodies cross-site
// without asking, JSON they cannot.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PAYMENT_WEBHOOK_PATH } from '#shared/api/payments.ts';
import { WHATSAPP_WEBHOOK_PATH } from '#shared/api/whatsapp.ts';
import { MESSAGES } from '#shared/errors.ts';
import { AppError } from '../http/app-error.ts';

type Options = {
  /** The shop's public address (PUBLIC_URL). */
  publicUrl: string;
  /**
   * Also accept the origin the request was addressed to (its Host, or X-Forwarded-Host behind a
   * trusted proxy). Development only: the app is reached as localhost and as 127.0.0.1, and
   * through Vite's proxy, which keeps the browser's Host. In production the one public address is
   * the only origin.
   */
  acceptAddressedOrigin: boolean;
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_ONLY = ['application/json'];
/**
 * Routes written to by servers, not browsers: the payment gateway's webhook carries no cookie and
 * proves itself by its signature over the body, whatever Origin or Referer a proxy on its way
 * adds. Matched on the route the router found, like the other decisions here.
 */
const SERVER_TO_SERVER = new Set([PAYMENT_WEBHOOK_PATH, WHATSAPP_WEBHOOK_PATH]);
const checked = (request: FastifyRequest) =>
  WRITES.has(request.method) && !SERVER_TO_SERVER.has(request.routeOptions.url ?? '');

/** The normalised origin of a URL ('http://localhost:80' and 'http://LOCALHOST' are one), or undefined. */
function originOf(value: string): string | undefined {
  try {
    const origin = new URL(value).origin;
    // Opaque origins (data:, file:, about:) serialise as 'null': never ours.
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Where the browser says the request comes from: the Origin header, or the Referer's origin
 * without one. 'none' when the client sent neither; undefined when it sent one we cannot read
 * (including the 'null' origin of sandboxed frames and redirects across sites).
 */
function claimedOrigin(request: FastifyRequest): string | undefined | 'none' {
  const { origin, referer } = request.headers;
  if (typeof origin === 'string') return originOf(origin);
  if (typeof referer === 'string') return originOf(referer);
  return 'none';
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

export const originCheckPlugin = fp(async (app: FastifyInstance, opts: Options) => {
  const shopOrigin = originOf(opts.publicUrl);
  const isOurs = (request: FastifyRequest, origin: string) =>
    origin === shopOrigin ||
    (opts.acceptAddressedOrigin && origin === originOf(`${request.protocol}://${request.host}`));

  // Before the body is read and before the rate limits count the request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!checked(request)) return done();
    const origin = claimedOrigin(request);
    if (origin !== 'none' && (origin === undefined || !isOurs(request, origin)))
      return done(new AppError('FORBIDDEN'));
    done();
  });

  // After every access check (the admin guard's route-level onRequest hooks run after this
  // plugin's), still before the body is read: a stranger is told to sign in, not how to send.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (!checked(request)) return done(null, payload);
    const type = request.headers['content-type'];
    if (type !== undefined || hasBody(request)) {
      const consumes = request.routeOptions.schema?.consumes ?? JSON_ONLY;
      const mediaType = (type ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!consumes.includes(mediaType))
        return done(
          new AppError(
            'VALIDATION_ERROR',
            MESSAGES.contentTypeNotAccepted,
            undefined,
            'unsupported-media-type',
          ),
        );
    }
    done(null, payload);
  });
});
