// The service worker (docs/decisions/024-installable-app.md), built by vite-plugin-pwa
// (injectManifest) to /sw.js. It keeps the app's own files, the public menu, settings and short pages'
// answers and the menu's pictures, so the storefront and its footer's pages open as on the last visit
// when there is no network; shows push messages; and stores nothing else. Which addresses it answers is in sw-rules.ts.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  dueForKeeping,
  isAppNavigation,
  isGone,
  isMenuImage,
  isPublicApi,
  KEPT_AT,
  KEPT_COPY_HEADER,
  MENU_IMAGE_LIMITS,
  mayKeep,
  notificationTarget,
  PUBLIC_API_PATHS,
  PUBLIC_API_TIMEOUT_SECONDS,
  readPushPayload,
  SHELL_URL,
} from './sw-rules.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const ORIGIN = self.location.origin;
const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';

/** Keeps only what mayKeep allows, whatever the strategy. */
const onlyPublic = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (mayKeep(response) ? response : null),
};

// The app's page and its hashed files, fetched at install. No directory index and no clean URLs:
// '/' is the server-rendered storefront and must come from the server while there is a network.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// Page loads go to the network; without one, the app's own page starts and reads the kept menu.
// (No navigation preload: the pages this route leaves alone, the pay page first, would then be
// requested twice.)
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url, ORIGIN),
  new NetworkOnly({
    plugins: [
      {
        handlerDidError: async () => (await matchPrecache(SHELL_URL)) ?? Response.error(),
      },
    ],
  }),
);

/**
 * Says on a kept copy why it was given (KEPT_COPY_HEADER): the page tells a network that refuses
 * everything from one that is only slow. The strategy asks the cache only after the network failed
 * (fetchDidFail runs first) or after its wait ran out.
 */
function markKeptCopies() {
  const failed = new Set<string>();
  return {
    fetchDidFail: async ({ request }: { request: Request }) => {
      failed.add(request.url);
    },
    cachedResponseWillBeUsed: async ({
      request,
      cachedResponse,
    }: {
      request: Request;
      cachedResponse?: Response;
    }) => {
      const why = failed.delete(request.url) ? 'network-failed' : 'network-slow';
      if (!cachedResponse) return cachedResponse;
      const headers = new Headers(cachedResponse.headers);
      headers.set(KEPT_COPY_HEADER, why);
      return new Response(cachedResponse.body, {
        status: cachedResponse.status,
        statusText: cachedResponse.statusText,
        headers,
      });
    },
    // A request answered by the network leaves no mark behind for a later one.
    fetchDidSucceed: async ({ request, response }: { request: Request; response: Response }) => {
      failed.delete(request.url);
      return response;
    },
  };
}

const PUBLIC_API_CACHE = 'chai-public-api';

/** A page the server says is gone is not shown from the kept copy the next time the network fails. */
const forgetGone = {
  fetchDidSucceed: async ({ request, response }: { request: Request; response: Response }) => {
    if (isGone(response)) await (await caches.open(PUBLIC_API_CACHE)).delete(request.url);
    return response;
  },
};

// The menu, the public settings and the short pages: the newest from the network, the kept copy when it fails or
// takes too long (the network answer still refreshes the copy).
const publicApi = new NetworkFirst({
  cacheName: PUBLIC_API_CACHE,
  networkTimeoutSeconds: PUBLIC_API_TIMEOUT_SECONDS,
  plugins: [onlyPublic, markKeptCopies(), forgetGone],
});
registerRoute(({ request, url }) => request.method === 'GET' && isPublicApi(url, ORIGIN), publicApi);

// Menu pictures never change under one address (an upload gets a new name), so a kept copy serves.
const menuImages = new CacheFirst({
  cacheName: 'chai-menu-images',
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    onlyPublic,
    new ExpirationPlugin({ ...MENU_IMAGE_LIMITS, purgeOnQuotaError: true }),
  ],
});
registerRoute(({ request, url }) => request.destination === 'image' && isMenuImage(url, ORIGIN), menuImages);

/**
 * The server writes the menu into the storefront page, so a visit may never ask /api/menu: the
 * worker asks it itself, when installed and again on later visits (at most once a minute), so the
 * menu kept is the one of the last visit. Of the menu's pictures it keeps those the browser
 * already holds (only-if-cached: no download a phone did not make anyway); the others are kept
 * as they are shown.
 */
async function keepForOffline(event: ExtendableEvent): Promise<void> {
  // The Hindi or Marathi copies a customer's visits kept are refreshed too: a page the server
  // rendered in that language carries its menu, so the page may never ask for it again.
  const kept = await (await caches.open(PUBLIC_API_CACHE)).keys();
  const translated = kept.map((request) => new URL(request.url)).filter((url) => url.search !== '');
  const addresses = [
    ...PUBLIC_API_PATHS,
    ...translated.filter((url) => isPublicApi(url, ORIGIN)).map((url) => `${url.pathname}${url.search}`),
  ];
  const answers = await Promise.all(
    addresses.map((path) =>
      publicApi.handle({ event, request: new Request(path, { cache: 'no-cache' }) }).catch(() => undefined),
    ),
  );
  const menu = (await answers[PUBLIC_API_PATHS.indexOf('/api/menu')]
    ?.clone()
    .json()
    .catch(() => undefined)) as
    | { items?: Array<{ image?: unknown }>; categories?: Array<{ imageUrl?: unknown }> }
    | undefined;
  const pictures = [
    ...(menu?.items ?? []).map((item) => item.image),
    ...(menu?.categories ?? []).map((category) => category.imageUrl),
  ]
    .filter((src): src is string => typeof src === 'string')
    .map((src) => new URL(src, ORIGIN))
    .filter((url) => isMenuImage(url, ORIGIN))
    .slice(0, MENU_IMAGE_LIMITS.maxEntries);
  await Promise.all(
    [...new Set(pictures.map((url) => url.href))].map((href) =>
      menuImages
        .handle({ event, request: new Request(href, { cache: 'only-if-cached', mode: 'same-origin' }) })
        .catch(() => undefined),
    ),
  );
}

/** When the answers were last kept, as this worker knows it (read from KEPT_AT once it starts). */
let keptAt: number | undefined;
async function noteKeptAt(at: number): Promise<void> {
  keptAt = at;
  await (await caches.open(KEPT_AT.cacheName)).put(KEPT_AT.key, new Response(String(at)));
}
async function keepIfDue(event: ExtendableEvent): Promise<void> {
  if (keptAt === undefined) {
    const noted = Number(await (await (await caches.open(KEPT_AT.cacheName)).match(KEPT_AT.key))?.text());
    // Another page load may have kept them while this one read.
    keptAt ??= noted;
  }
  const now = Date.now();
  if (!dueForKeeping(keptAt, now)) return;
  keptAt = now;
  await Promise.all([noteKeptAt(now), keepForOffline(event)]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all([noteKeptAt(Date.now()), keepForOffline(event)]));
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.mode !== 'navigate' || !isAppNavigation(url, ORIGIN)) return;
  event.waitUntil(keepIfDue(event).catch(() => undefined));
});

// No skipWaiting: a new version waits until no tab runs the old one, so a page is never served
// files from two builds; the cart lives in localStorage and is untouched either way. On the very
// first install, claiming the open page lets it work offline from then on.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  // A message that cannot be read still shows something: a push that shows nothing makes the
  // browser show its own notice and count it against the site.
  const payload = readPushPayload(event.data?.text(), ORIGIN) ?? {
    title: 'Chai Express',
    body: 'There is news about your order.',
    url: new URL('/', ORIGIN).href,
    tag: 'chai-express',
  };
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      data: { url: payload.url },
      icon: ICON,
      badge: BADGE,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = notificationTarget((event.notification.data as { url?: unknown } | null)?.url, ORIGIN);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    })(),
  );
});
