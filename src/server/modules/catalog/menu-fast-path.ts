// GET /api/menu is the hottest request and its answer is prebuilt bytes. Fastify's per-request
// work (routing, hooks, header plugins) costs ~40% of throughput on it (decision 006 below), so a
// plain GET /api/menu is answered at the socket with the snapshot's bytes and the static headers
// Fastify sent for it (learned from the first full answer, so the two paths cannot drift).
// Anything else, or before a snapshot and headers exist, goes through Fastify as usual.
// See docs/decisions/006-menu-fast-path.md.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Language } from '#shared/i18n/languages.ts';
import type { CatalogService } from './catalog.service.ts';
import { menuAnswer } from './menu-snapshot.ts';

// The only headers replayed: ones that say what the menu is and how this stack protects every
// answer, the same for every caller. An allow-list, never a deny-list: the first answer after a
// start once carried its caller's refreshed session cookie (Set-Cookie), and replaying "all but
// the per-response ones" handed that session to every later visitor (issue 36). A header not
// named here is simply not replayed; the fast path adds its own ETag, length, encoding and id.
const STATIC_HEADERS = new Set([
  'content-type',
  'cache-control',
  'vary',
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
]);

/**
 * The exact addresses answered here and their languages. Anything else (another parameter, a
 * language we do not speak, a different spelling) is Fastify's to validate and answer.
 */
const MENU_URLS = new Map<string, Language>([
  ['/api/menu', 'en'],
  ['/api/menu?lang=en', 'en'],
  ['/api/menu?lang=hi', 'hi'],
  ['/api/menu?lang=mr', 'mr'],
]);

export function createMenuFastPath(catalog: Pick<CatalogService, 'peekSnapshot'>) {
  let learned: OutgoingHttpHeaders | undefined;

  return {
    learnHeaders(headers: Record<string, string | number | string[] | undefined>) {
      // An answer that carried a cookie was made for one caller (and is private, no-store): the
      // next full answer teaches instead.
      if (learned || headers['set-cookie'] !== undefined) return;
      learned = Object.fromEntries(
        Object.entries(headers).filter(
          ([name, value]) => value !== undefined && STATIC_HEADERS.has(name.toLowerCase()),
        ),
      );
    },

    /** Answers and returns true when it can; false hands the request to Fastify. */
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      if (req.method !== 'GET' || !learned) return false;
      const lang = MENU_URLS.get(req.url ?? '');
      if (!lang) return false;
      const snapshot = catalog.peekSnapshot(lang);
      if (!snapshot) return false;
      const requestId = randomUUID();
      const answer = menuAnswer(snapshot, req.headers['if-none-match'], req.headers['accept-encoding']);
      if (answer.status === 304) {
        res.writeHead(304, { ...learned, etag: answer.etag, 'x-request-id': requestId });
        res.end();
        return true;
      }
      res.writeHead(200, {
        ...learned,
        etag: answer.etag,
        'x-request-id': requestId,
        'content-length': answer.body.length,
        ...(answer.contentEncoding ? { 'content-encoding': answer.contentEncoding } : {}),
      });
      res.end(answer.body);
      return true;
    },
  };
}

export type MenuFastPath = ReturnType<typeof createMenuFastPath>;
