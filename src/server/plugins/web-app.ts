// Serves the built single-page app. Hashed assets are cached for a year; index.html is never
// cached so a deploy is picked up at once. App routes (/, /login, /admin/...) fall back to
// index.html; any other page address gets the same page (the app shows that the page does not
// exist) with a 404; /api paths and missing files get a JSON 404.
import fs from 'node:fs';
import path from 'node:path';
import { normalizeIP } from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAppPath, isPayPagePath, pagePlace } from '#shared/app-paths.ts';
import { DEFAULT_LANGUAGE, type Language, languageFromCookies } from '#shared/i18n/languages.ts';
import { pickEncoding } from '../modules/catalog/menu-snapshot.ts';
import { type BootData, inlineStylesheets, renderIndexHtml } from './boot-data.ts';
import { errorBody } from './error-handler.ts';
import { type CompressedPage, compressedOnce, createPageCache } from './page-cache.ts';
import { createRenderBudget, type RenderBudgetOptions } from './render-budget.ts';
import { createRenderQueue } from './render-queue.ts';

const ONE_YEAR = 31_536_000;
const ONE_DAY = 86_400;
/**
 * Files a browser must ask about each time (docs/decisions/024-installable-app.md): the page, the
 * service worker (a stale copy would keep an old version running a day longer) and the manifests.
 */
const ALWAYS_REVALIDATED = new Set([
  'index.html',
  'sw.js',
  'manifest.webmanifest',
  'admin.webmanifest',
  'rider.webmanifest',
]);
/**
 * The staff area installs as an app of its own (public/admin.webmanifest): its pages link that
 * manifest instead of the storefront's, so Chromium offers the board, not the shop, on /admin.
 */
const STORE_MANIFEST_LINK = '<link rel="manifest" href="/manifest.webmanifest" />';
const ADMIN_MANIFEST_LINK = '<link rel="manifest" href="/admin.webmanifest" />';
const isAdminPath = (pathname: string) => /^\/admin(\/|$)/i.test(pathname);
/** The rider's page installs as the riders' own app (public/rider.webmanifest, docs/product.md#the-riders-page). */
const RIDER_MANIFEST_LINK = '<link rel="manifest" href="/rider.webmanifest" />';
const isRiderPath = (pathname: string) => /^\/rider(\/|$)/i.test(pathname);

function readAsset(webRoot: string, href: string): string | undefined {
  const file = path.join(webRoot, path.posix.normalize(href).replace(/^\/+/, ''));
  if (!file.startsWith(webRoot) || !fs.existsSync(file)) return undefined;
  return fs.readFileSync(file, 'utf8');
}

type Options = {
  webRoot: string | undefined;
  renderBudget?: RenderBudgetOptions;
  /**
   * What goes into index.html for a server-rendered page ('/', the short pages); undefined for
   * other paths, or when unavailable.
   */
  storefrontBootData?: (url: string, pathname: string, language: Language) => Promise<BootData | undefined>;
};

export const webAppPlugin = fp(async (app: FastifyInstance, opts: Options) => {
  const webRoot = opts.webRoot;
  const indexPath = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const hasApp = Boolean(indexPath && fs.existsSync(indexPath));
  const template =
    hasApp && indexPath && webRoot
      ? inlineStylesheets(fs.readFileSync(indexPath, 'utf8'), (href) => readAsset(webRoot, href))
      : '';
  const pages = createPageCache();
  const renders = createRenderBudget(opts.renderBudget);
  const renderQueue = createRenderQueue();
  // The pages without boot data, compressed on first use rather than during start-up (about
  // 25 ms of a restart); kept apart from the bounded cache, which could evict them.
  const plainPage = compressedOnce(() => renderIndexHtml(template, undefined));
  const adminPage = compressedOnce(() =>
    renderIndexHtml(template.replace(STORE_MANIFEST_LINK, ADMIN_MANIFEST_LINK), undefined),
  );
  const riderPage = compressedOnce(() =>
    renderIndexHtml(template.replace(STORE_MANIFEST_LINK, RIDER_MANIFEST_LINK), undefined),
  );

  if (webRoot && hasApp) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The Cache-Control below, not send's own 'public, max-age=0', which would replace it.
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel = path.relative(webRoot, filePath);
        if (rel.startsWith(`assets${path.sep}`))
          res.setHeader('cache-control', `public, max-age=${ONE_YEAR}, immutable`);
        else if (ALWAYS_REVALIDATED.has(rel)) res.setHeader('cache-control', 'no-cache');
        else res.setHeader('cache-control', `public, max-age=${ONE_DAY}`);
      },
    });
  }

  /**
   * The page for this address: server-rendered with its boot data when there is some, else the
   * page the app renders in the browser. The page still works without boot data (it fetches the
   * same data), so a failure only logs.
   */
  async function pageFor(request: FastifyRequest, pathname: string): Promise<CompressedPage> {
    const fallback = () =>
      isAdminPath(pathname) ? adminPage() : isRiderPath(pathname) ? riderPage() : plainPage();
    const place = pagePlace(request.url);
    if (!place.renderable) return fallback();
    const language = languageFromCookies(request.headers.cookie);
    const boot = await opts
      .storefrontBootData?.(place.url, place.pathname, language)
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'storefront boot data unavailable');
        return undefined;
      });
    if (!boot) return fallback();
    // One copy of each page per language.
    const key = language === DEFAULT_LANGUAGE ? place.url : `${place.url}#${language}`;
    const kept = pages.peek(key, boot.version);
    if (kept) return kept;
    // A filtered view nobody has asked for yet costs a render: the address and the shop have a
    // budget of them, counted only for a render that will happen (not one the queue turns away).
    if (!renderQueue.hasRoom()) return fallback();
    if (!place.bare && !renders.take(normalizeIP(request.ip))) return fallback();
    const html = renderQueue.run(() => renderIndexHtml(template, boot));
    if (!html) return fallback();
    return pages.store(key, boot.version, place.bare, html);
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      // Folders of files the server serves (uploads, built assets) hold no pages: a missing file
      // there is the JSON 404, whatever its name looks like.
      !/^\/(uploads|assets)\//.test(pathname) &&
      !path.posix.basename(pathname).includes('.');
    if (isPage && hasApp) {
      if (!isAppPath(pathname)) reply.status(404);
      const page = await pageFor(request, pathname);
      const encoding = pickEncoding(request.headers['accept-encoding']);
      // Only the pay page lets the payment gateway's script and window in.
      if (app.payPageHeaders && isPayPagePath(pathname)) reply.headers(app.payPageHeaders);
      reply
        .header('cache-control', 'no-cache')
        // The storefront's pages are rendered in the language of the customer's cookie.
        .header('vary', 'accept-encoding, cookie')
        .type('text/html; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return request.method === 'HEAD' ? reply.send() : reply.send(page[encoding]);
    }
    return reply
      .status(404)
      .send(errorBody('NOT_FOUND', `No route for ${request.method} ${shortPath(pathname)}`));
  });
});

/** Longest path the 404's message repeats: an address of 10,000 characters is not read back whole. */
const SHOWN_PATH_MAX = 200;
const shortPath = (pathname: string) =>
  pathname.length <= SHOWN_PATH_MAX ? pathname : `${pathname.slice(0, SHOWN_PATH_MAX)}…`;
