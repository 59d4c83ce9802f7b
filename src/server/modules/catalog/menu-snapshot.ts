// The public menu is read far more often than it changes, and PGlite serves one query at a time,
// so the whole answer is built once: serialized, compressed and tagged, then reused until a
// catalog write invalidates it.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MenuResponse } from '#shared/api/catalog.ts';
import { createItemSearch, type ItemSearch } from '#shared/catalog/item-search.ts';

type Encoding = 'br' | 'gzip' | 'identity';

/** What GET /api/menu sends besides the headers every answer of the route carries. */
export type MenuAnswer =
  | { status: 304; etag: string }
  | { status: 200; etag: string; body: Buffer; contentEncoding: Exclude<Encoding, 'identity'> | undefined };

export type MenuSnapshot = {
  menu: MenuResponse;
  etag: string;
  /** Built with the snapshot, so answering a request allocates nothing. */
  answers: Record<Encoding | 'notModified', MenuAnswer>;
  /** The words of every item's name, brand and description, for GET /api/menu-items?search=. */
  search: ItemSearch;
};

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Compression runs on libuv's thread pool: at maximum quality a large menu takes about a second
 * (measured with ~1,000 items), which must not stall every other request after a catalog write.
 */
export async function buildMenuSnapshot(menu: MenuResponse): Promise<MenuSnapshot> {
  const identity = Buffer.from(JSON.stringify(menu));
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  const answer = (body: Buffer, contentEncoding: 'br' | 'gzip' | undefined): MenuAnswer => ({
    status: 200,
    etag,
    body,
    contentEncoding,
  });
  return {
    menu,
    etag,
    answers: {
      notModified: { status: 304, etag },
      identity: answer(identity, undefined),
      gzip: answer(gz, 'gzip'),
      br: answer(br, 'br'),
    },
    search: createItemSearch(menu.items),
  };
}

// Compiled once: this runs on every menu request. A coding is refused only by an explicit q=0.
const ACCEPTS = {
  br: /(^|[,\s])br(?!;\s*q=0(\.0+)?(,|$))/,
  gzip: /(^|[,\s])gzip(?!;\s*q=0(\.0+)?(,|$))/,
};

/** Picks the best encoding the client accepts, preferring the smallest. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = acceptEncoding.toLowerCase();
  if (ACCEPTS.br.test(accepted)) return 'br';
  if (ACCEPTS.gzip.test(accepted)) return 'gzip';
  return 'identity';
}

/**
 * The answer to GET /api/menu for a request's If-None-Match and Accept-Encoding. The Fastify route
 * and the socket-level fast path (menu-fast-path.ts) both send this one, so they cannot differ.
 */
export function menuAnswer(
  snapshot: MenuSnapshot,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): MenuAnswer {
  if (ifNoneMatch === snapshot.etag) return snapshot.answers.notModified;
  return snapshot.answers[pickEncoding(acceptEncoding)];
}
