// Rendered HTML pages, compressed once per version and reused: the storefront page is ~150 KB
// of markup and data that gzip brings to ~12 KB, and it is the same for every visitor until the
// menu or the settings change.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type CompressedPage = { identity: Buffer; gzip: Buffer; br: Buffer };

export function compressPage(html: string): CompressedPage {
  const identity = Buffer.from(html);
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  };
}

/** One page, rendered and compressed on the first call and reused after. */
export function compressedOnce(render: () => string): () => CompressedPage {
  let page: CompressedPage | undefined;
  return () => {
    page ??= compressPage(render());
    return page;
  };
}

export function createPageCache(maxEntries = 64) {
  const pages = new Map<string, CompressedPage>();
  return (key: string, render: () => string): CompressedPage => {
    let page = pages.get(key);
    if (!page) {
      page = compressPage(render());
      // Category and search URLs are open-ended: keep a bounded set, oldest out first.
      if (pages.size >= maxEntries) pages.delete(pages.keys().next().value as string);
      pages.set(key, page);
    }
    return page;
  };
}
