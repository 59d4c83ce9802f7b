// The public menu is read far more often than it changes, and PGlite serves one query at a time,
// so the whole answer is built once: serialized, compressed and tagged, then reused until a
// catalog write invalidates it.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MenuResponse, StorefrontItem } from '../../../shared/api/catalog';

export type MenuSnapshot = {
  menu: MenuResponse;
  etag: string;
  body: { identity: Buffer; gzip: Buffer; br: Buffer };
  /** Lower-cased name, brand and description per item, in menu order, for search. */
  searchText: string[];
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
  return {
    menu,
    etag,
    body: { identity, gzip: gz, br },
    searchText: menu.items.map((item) => searchTextOf(item)),
  };
}

function searchTextOf(item: StorefrontItem): string {
  return `${item.name}\n${item.brand}\n${item.description}`.toLowerCase();
}

// Compiled once: this runs on every menu request. A coding is refused only by an explicit q=0.
const ACCEPTS = {
  br: /(^|[,\s])br(?!;\s*q=0(\.0+)?(,|$))/,
  gzip: /(^|[,\s])gzip(?!;\s*q=0(\.0+)?(,|$))/,
};

/** Picks the best encoding the client accepts, preferring the smallest. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding) return 'identity';
  const accepted = acceptEncoding.toLowerCase();
  if (ACCEPTS.br.test(accepted)) return 'br';
  if (ACCEPTS.gzip.test(accepted)) return 'gzip';
  return 'identity';
}
