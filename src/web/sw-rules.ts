// What the service worker (src/web/sw.ts) may answer and keep, as pure functions of the address so
// they are tested without a browser (docs/decisions/024-installable-app.md). Everything not named
// here goes to the network untouched and is never stored: most /api answers depend on who asks
// (orders, addresses, accounts, the session), and a copy kept on a shared phone would outlive the
// sign-out.

import { isPayPagePath } from '#shared/app-paths.ts';
import { TRANSLATED_LANGUAGES } from '#shared/i18n/languages.ts';
import type { PushPayload } from '#shared/notifications.ts';
import { PAGE_SLUGS } from '#shared/shop-pages/shop-pages.ts';

/**
 * The only API answers the worker keeps: the same for everyone and free of personal data (the
 * server marks them cacheable, tests/integration/service-worker-cache.test.ts holds it to that).
 * Compared with the exact path, so no other spelling ('/%61pi/menu', '/api/menu/..') matches.
 * The footer's short pages are among them (their text; the contact page is the settings), so they
 * open offline as they were on the last visit.
 */
export const PUBLIC_API_PATHS: readonly string[] = [
  '/api/menu',
  '/api/settings',
  ...PAGE_SLUGS.map((slug) => `/api/pages/${slug}`),
];

/** Seconds the menu, settings and pages wait for the network before the kept copy is shown. */
export const PUBLIC_API_TIMEOUT_SECONDS = 3;

/**
 * Set on a menu or settings answer the worker gives from its kept copy: 'network-failed' when the
 * network refused the request, 'network-slow' when it did not answer within the wait above. The
 * page's offline notices follow the first (src/web/lib/server-reachability.ts).
 */
export const KEPT_COPY_HEADER = 'x-chai-kept-copy';

/** An answer saying the address is gone (a page deleted on the server): its kept copy goes too. */
export const isGone = (response: Response): boolean => response.status === 404 || response.status === 410;

/**
 * Where the worker notes when it last kept the public answers (at most once a minute, on page
 * loads): in Cache Storage, since a phone stops an idle worker within a minute and its memory goes.
 */
export const KEPT_AT = { cacheName: 'chai-worker-state', key: '/__worker/kept-at', everyMs: 60_000 };

/** Whether a page load keeps the public answers again: none noted, over a minute ago, or a clock put back. */
export function dueForKeeping(keptAt: number, now: number): boolean {
  const since = now - keptAt;
  return !(since >= 0 && since <= KEPT_AT.everyMs);
}

/** Menu pictures kept, and for how long: the starter artwork and uploaded photos. */
export const MENU_IMAGE_LIMITS = { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 };

/** The precached page the app starts from when a page cannot be fetched. */
export const SHELL_URL = '/index.html';

/** The query a public answer may carry: none (English) or exactly one of the translated languages. */
const PUBLIC_API_QUERIES: readonly string[] = ['', ...TRANSLATED_LANGUAGES.map((lang) => `?lang=${lang}`)];

export function isPublicApi(url: URL, origin: string): boolean {
  return (
    url.origin === origin &&
    PUBLIC_API_QUERIES.includes(url.search) &&
    PUBLIC_API_PATHS.includes(url.pathname)
  );
}

/** Pictures of the menu on this server: bundled artwork (/menu/) and uploads (/uploads/). */
export function isMenuImage(url: URL, origin: string): boolean {
  return url.origin === origin && (url.pathname.startsWith('/menu/') || url.pathname.startsWith('/uploads/'));
}

/**
 * Whether a page load may fall back to the app's own page when the network fails. Not the API or
 * its documentation, not files, and never the pay page: its own CSP (which lets the payment
 * gateway in) comes from the server with the page, so only the network may answer it.
 */
export function isAppNavigation(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  const path = url.pathname.toLowerCase();
  if (path === '/api' || path.startsWith('/api/')) return false;
  // An escaped spelling may still reach the API on the server ('/%61pi/orders' is /api/orders).
  if (path.includes('%')) return false;
  if (path.startsWith('/uploads/') || path.startsWith('/assets/')) return false;
  if (isPayPagePath(url.pathname)) return false;
  // A file name (sw.js, robots.txt, the manifests) is not a page of the app.
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * Whether an answer may be kept: a whole 200 that its server did not mark private or no-store. A
 * second lock behind the address rules above, should a public route ever start answering per person.
 */
export function mayKeep(response: Response): boolean {
  if (response.status !== 200 || response.type === 'opaque') return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  return !/(^|[\s,])(no-store|private)([\s,=]|$)/.test(cacheControl);
}

/**
 * A push message's text as the server sends it (#shared/notifications.ts PushPayload), or undefined
 * when it is not one. The page a tap opens must be on this site: a notification never sends anyone
 * elsewhere.
 */
export function readPushPayload(text: string | undefined, origin: string): PushPayload | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { title, body, url, tag } = value as Record<string, unknown>;
  if (typeof title !== 'string' || title === '' || typeof body !== 'string') return undefined;
  if (typeof url !== 'string' || typeof tag !== 'string') return undefined;
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return undefined;
  }
  if (target.origin !== origin) return undefined;
  // The whole address: a path alone ('//elsewhere.example/x') would be read against another host.
  return { title, body, url: target.href, tag };
}

/** Where a notification's tap goes: its address if it is on this site, else the shop's front page. */
export function notificationTarget(url: unknown, origin: string): string {
  if (typeof url !== 'string') return new URL('/', origin).href;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : new URL('/', origin).href;
  } catch {
    return new URL('/', origin).href;
  }
}
