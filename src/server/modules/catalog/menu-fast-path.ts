// GET /api/menu is the hottest request and its answer is prebuilt bytes. Fastify's per-request
// work (routing, hooks, header plugins) costs ~40% of throughput on it (bench/README.md), so a
// plain GET /api/menu is answered at the socket with the snapshot's bytes and the very headers
// Fastify sent for it (learned from the first full answer, so the two paths cannot drift).
// Anything else, or before a snapshot and headers exist, goes through Fastify as usual.
// See docs/decisions/006-menu-fast-path.md.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { CatalogService } from './catalog.service';
import { pickEncoding } from './menu-snapshot';

// Per-response values, recomputed for every answer rather than replayed.
const PER_RESPONSE = new Set([
  'etag',
  'content-length',
  'content-encoding',
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
]);

export function createMenuFastPath(catalog: Pick<CatalogService, 'peekSnapshot'>) {
  let learned: OutgoingHttpHeaders | undefined;

  return {
    learnHeaders(headers: Record<string, string | number | string[] | undefined>) {
      if (learned) return;
      learned = Object.fromEntries(
        Object.entries(headers).filter(
          ([name, value]) => value !== undefined && !PER_RESPONSE.has(name.toLowerCase()),
        ),
      );
    },

    forget() {
      learned = undefined;
    },

    /** Answers and returns true when it can; false hands the request to Fastify. */
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      if (req.method !== 'GET' || req.url !== '/api/menu' || !learned) return false;
      const snapshot = catalog.peekSnapshot();
      if (!snapshot) return false;
      const requestId = randomUUID();
      if (req.headers['if-none-match'] === snapshot.etag) {
        res.writeHead(304, { ...learned, etag: snapshot.etag, 'x-request-id': requestId });
        res.end();
        return true;
      }
      const encoding = pickEncoding(req.headers['accept-encoding']);
      const body = snapshot.body[encoding];
      res.writeHead(200, {
        ...learned,
        etag: snapshot.etag,
        'x-request-id': requestId,
        'content-length': body.length,
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      });
      res.end(body);
      return true;
    },
  };
}

export type MenuFastPath = ReturnType<typeof createMenuFastPath>;
