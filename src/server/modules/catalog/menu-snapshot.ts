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
  /**
   * When a time window opens or shuts and this answer stops being true (ms since the epoch; null:
   * no windows, true until a write). The catalog treats an expired snapshot as absent, so neither
   * the route nor the fast path serves breakfast after 11:00 even if the rebuild timer is late.
   */
  validUntil: number | null;
};

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Two passes of compression. Quick (gzip 6, brotli 5) takes a few milliseconds even for ~1,000
 * items, so the first menu load after a catalog write does not wait for the best one; best
 * (gzip 9, brotli 11) takes about a second at that size and replaces the quick bytes when done.
 * Both run on libuv's thread pool, never stalling other requests.
 */
const QUICK = { gzip: 6, brotli: 5 };
const BEST = { gzip: 9, brotli: 11 };

async function answersFor(
  identity: Buffer,
  etag: string,
  level: typeof QUICK,
): Promise<MenuSnapshot['answers']> {
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: level.gzip }),
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: level.brotli } }),
  ]);
  const answer = (body: Buffer, contentEncoding: 'br' | 'gzip' | undefined): MenuAnswer => ({
    status: 200,
    etag,
    body,
    contentEncoding,
  });
  return {
    notModified: { status: 304, etag },
    identity: answer(identity, undefined),
    gzip: answer(gz, 'gzip'),
    br: answer(br, 'br'),
  };
}

/** The snapshot with quickly compressed answers; `compressBest` makes the smaller ones later. */
export async function buildMenuSnapshot(
  menu: MenuResponse,
  validUntil: number | null = null,
): Promise<MenuSnapshot> {
  const identity = Buffer.from(JSON.stringify(menu));
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  return {
    menu,
    etag,
    answers: await answersFor(identity, etag, QUICK),
    search: createItemSearch(menu.items),
    validUntil,
  };
}

/** The same snapshot with the smallest answers: same bytes once decoded, so the same ETag. */
export async function compressBest(snapshot: MenuSnapshot): Promise<MenuSnapshot> {
  const identity = snapshot.answers.identity;
  if (identity.status !== 200) throw new Error('a snapshot always has its identity answer');
  return { ...snapshot, answers: await answersFor(identity.body, snapshot.etag, BEST) };
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
