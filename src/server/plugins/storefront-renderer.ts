// Loads the server-rendering build of the storefront (dist/ssr/entry-server.js, made by
// `npm run build` from src/web/entry-server.tsx); pages are cached by the web-app plugin.
// The import is by file path at run time: the server never imports web source.
//
// It loads on first use, not during start-up: compiling React's server renderer and the
// storefront took about 60 ms of a 1 s restart, and nothing before the first page needs it. The
// app asks for it a second after it starts listening (app.ts), so a visitor rarely waits for it.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MenuResponse } from '#shared/api/catalog.ts';
import type { PublicSettings, ShopPage } from '#shared/api/settings.ts';
import type { Language } from '#shared/i18n/languages.ts';

/** What a server-rendered page starts with: the storefront has the menu, a short page its text. */
export type RenderData = {
  settings: PublicSettings;
  menu?: MenuResponse;
  page?: ShopPage;
  language: Language;
};
type RenderFn = (url: string, data: RenderData) => string;
export type StorefrontRenderer = RenderFn;

/**
 * The render function, loaded once on the first call; undefined when the server-rendering build
 * is absent (tests, dev) or failed to load (`onFailure` hears why; pages are then rendered by the
 * browser alone, as without the build).
 */
export type LazyStorefrontRenderer = () => Promise<StorefrontRenderer | undefined>;

export function lazyStorefrontRenderer(
  ssrDir: string | undefined,
  onFailure: (error: unknown) => void,
): LazyStorefrontRenderer {
  let loading: Promise<StorefrontRenderer | undefined> | undefined;
  return () => {
    loading ??= load(ssrDir).catch((error: unknown) => {
      onFailure(error);
      return undefined;
    });
    return loading;
  };
}

async function load(ssrDir: string | undefined): Promise<StorefrontRenderer | undefined> {
  if (!ssrDir) return undefined;
  const entry = path.join(ssrDir, 'entry-server.js');
  if (!fs.existsSync(entry)) return undefined;
  const mod = (await import(pathToFileURL(entry).href)) as { renderStorefront: RenderFn };
  return mod.renderStorefront;
}
