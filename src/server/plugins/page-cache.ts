// Rendered HTML pages, compressed and reused: the storefront page is ~250 KB of markup and data
// that compression brings to ~22 KB, and it is the same for every visitor until the menu or the
// settings change.
//
// What a miss costs, and who may cause one (issue 36): rendering the storefront takes the one
// thread for about 200 ms. Pages are keyed by what the page reads (pagePlace in app-paths.ts), so
// `?fbclid=` or `utm_*` on a shared link is the page everybody else is served; the bare pages
// (no parameters: '/', '/about', ...) live apart from the bounded set of filtered views, so no
// flood of views can evict them. Compression runs on libuv's thread pool at quick levels (gzip 6,
// brotli 5: a few ms for the storefront) when a page is made, and the bare pages, which almost
// every visit gets, are compressed again at the best levels in the background.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type PageEncoding = 'identity' | 'gzip' | 'br';
export type CompressedPage = Record<PageEncoding, Buffer>;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const QUICK = { gzip: 6, brotli: 5 };
/** Brotli 9 rather than 11: 45 ms against 390 ms of a pool thread for 2% fewer bytes (measured). */
const BEST = { gzip: 9, brotli: 9 };

async function compress(identity: Buffer, level: typeof QUICK): Promise<CompressedPage> {
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: level.gzip }),
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: level.brotli } }),
  ]);
  return { identity, gzip: gz, br };
}

/** A page made once and reused; its bytes get smaller once the best compression is done. */
type Entry = { version: string; page: Promise<CompressedPage> };

function makeEntry(version: string, html: Promise<string>, best: boolean): Entry {
  const entry: Entry = { version, page: html.then((text) => compress(Buffer.from(text), QUICK)) };
  if (best) {
    // Swapped in only when it is done; a failure keeps the quick bytes, which are as correct.
    entry.page.then(
      (quick) =>
        compress(quick.identity, BEST).then(
          (smaller) => {
            entry.page = Promise.resolve(smaller);
          },
          () => {},
        ),
      () => {},
    );
  }
  return entry;
}

/** One page, rendered and compressed on the first call and reused after. */
export function compressedOnce(render: () => string): () => Promise<CompressedPage> {
  let entry: Entry | undefined;
  return () => {
    entry ??= makeEntry('', Promise.resolve().then(render), true);
    return entry.page;
  };
}

export type PageCache = {
  /** The page's bytes when this version of it is kept, without rendering anything. */
  peek(key: string, version: string): Promise<CompressedPage> | undefined;
  /**
   * Keeps the page being rendered (`bare`: a page without parameters, never evicted), so the
   * requests that come while it renders wait for this render rather than start their own. A render
   * that fails is not kept.
   */
  store(key: string, version: string, bare: boolean, html: Promise<string>): Promise<CompressedPage>;
};

export function createPageCache(maxViews = 64): PageCache {
  // Bounded by the app's own pages: keys are canonical paths with boot data ('/', the short pages).
  const bare = new Map<string, Entry>();
  // Category and search views are open-ended: a bounded set, least recently used out first.
  const views = new Map<string, Entry>();
  return {
    peek(key, version) {
      const entry = bare.get(key) ?? views.get(key);
      if (!entry || entry.version !== version) return undefined;
      if (views.has(key)) {
        views.delete(key);
        views.set(key, entry);
      }
      return entry.page;
    },
    store(key, version, isBare, html) {
      const entry = makeEntry(version, html, isBare);
      const kept = isBare ? bare : views;
      if (!isBare) {
        views.delete(key);
        if (views.size >= maxViews) views.delete(views.keys().next().value as string);
      }
      kept.set(key, entry);
      entry.page.catch(() => {
        if (kept.get(key) === entry) kept.delete(key);
      });
      return entry.page;
    },
  };
}
