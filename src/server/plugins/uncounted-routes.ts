// Requests served from memory and probes are cheap and must keep working for customers behind a
// shared mobile-carrier IP, so the general API limit does not count them
// (docs/decisions/004-general-api-rate-limit-scope.md). The session checks are not here: each reads the
// database, so they have a budget of their own on their routes (RATE_LIMITS.sessionCheck), apart from this
// one.
//
// The payment gateway's webhook is not counted either: its deliveries come from a few gateway
// addresses, in bursts at busy hours, and a 429 would only delay paid orders reaching the kitchen
// while the gateway backs off. Each request costs one HMAC over at most 64 KB before anything
// else, and a wrong signature is refused there, so an unlimited flood costs no more than the
// refusals it gets.
//
// These routes are public and the same for everyone: nothing about them asks who is calling, so
// the rate-limit key is not worked out for them either (plugins/rate-limit-key.ts). Working it
// out resolved the caller's session, and better-auth answered a session due for refresh with a
// new cookie on the menu itself (issue 36).
import type { FastifyRequest } from 'fastify';
import { PAYMENT_WEBHOOK_PATH } from '#shared/api/payments.ts';
import { WHATSAPP_WEBHOOK_PATH } from '#shared/api/whatsapp.ts';

const UNLIMITED_PATHS = new Set([
  '/api/menu',
  '/api/categories',
  '/api/menu-items',
  '/api/settings',
  // The short pages, from memory with the settings: the service worker asks all four on app visits.
  '/api/pages/:slug',
  // The delivery estimate, from memory (docs/product.md#the-promise): the storefront asks after loading.
  '/api/estimate',
  PAYMENT_WEBHOOK_PATH,
  // Meta's deliveries, the same reasoning: one HMAC over at most 256 KB before anything else.
  WHATSAPP_WEBHOOK_PATH,
  '/healthz',
  '/readyz',
]);

/**
 * Decided on the matched route, never the raw address: '/%61pi/orders' and '//api/orders' reach
 * the same handler as '/api/orders', and a raw-address check let one escaped letter switch off
 * every limit (found in review). Anything outside /api (pages, assets) is not counted either.
 */
export function isUncountedRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url ?? '';
  return !route.startsWith('/api/') || UNLIMITED_PATHS.has(route);
}
