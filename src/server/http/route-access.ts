// Who may call each route, as the API document states it (its `security`). A route is called with
// the session cookie unless it is named here as public, so a new route that forgets this file is
// documented as needing a session (the safe mistake); the document test holds the public set to
// the access matrix's, and the admin guard already makes every /api/admin route name a permission.
// Keyed by method and Fastify route pattern, as `request.routeOptions.url` and onRoute see them.

/** Anyone may call these without a session (some read one when it is there, e.g. /api/customer/me). */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  'GET /healthz',
  'GET /readyz',
  // The menu, the shop's settings and pages, and the storefront's live events.
  'GET /api/menu',
  'GET /api/categories',
  'GET /api/menu-items',
  'GET /api/settings',
  // The delivery estimate (docs/product.md#the-promise), the same for everyone, from memory.
  'GET /api/estimate',
  // Today's slots for an order for later (docs/product.md#orders-for-later-today): a guest sees them too.
  'GET /api/later-slots',
  'GET /api/pages/:slug',
  'GET /api/events',
  'GET /api/location/reverse',
  // The map's tiles, address search and where a pin is (docs/product.md#the-map): a guest picks
  // a place before signing in; each has its own limit.
  'GET /api/location/map',
  'GET /api/location/search',
  'GET /api/location/place',
  'GET /uploads/:folder/:file',
  'GET /api/push/key',
  // Signing in and out.
  'POST /api/staff/sign-in',
  // The robot check a staff sign-in needs, harder while the account is under attack.
  'GET /api/staff/robot-check',
  'POST /api/staff/sign-out',
  'GET /api/customer/robot-check',
  'POST /api/customer/otp/send',
  'POST /api/customer/otp/verify',
  'GET /api/customer/me',
  'POST /api/customer/sign-out',
  // Shared tablets (docs/product.md#shared-tablets): no session needed, the shop-device cookie
  // is the credential (403 without it, in words staff understand), and the PIN for the switch.
  'GET /api/staff/this-device',
  'GET /api/staff/switch/people',
  'POST /api/staff/switch',
  // A guest is answered { offer: null }: the checkout asks again once signed in.
  'GET /api/discounts/first-order-offer',
  // Development only (never registered in production): the codes the console SMS provider "sent".
  'GET /api/dev/sms-outbox',
  'POST /api/dev/sms-outbox/backdate',
  // Trusts only its HMAC signature over the raw body (decision 022), never a session.
  'POST /api/payments/webhook',
  // Meta's handshake (its verify token) and status notifications (HMAC over the raw body).
  'GET /api/whatsapp/webhook',
  'POST /api/whatsapp/webhook',
]);

/** The metrics scrape: a bearer token of its own (METRICS_TOKEN), not a session. */
const METRICS_OPERATIONS: ReadonlySet<string> = new Set(['GET /metrics']);

export type RouteAccess = 'public' | 'session' | 'metrics-token';

export function routeAccess(method: string, url: string): RouteAccess {
  const key = `${method.toUpperCase()} ${url}`;
  if (PUBLIC_OPERATIONS.has(key)) return 'public';
  if (METRICS_OPERATIONS.has(key)) return 'metrics-token';
  return 'session';
}
