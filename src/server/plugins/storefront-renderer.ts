// Loads the server-rendering build of the storefront (dist/ssr/entry-server.js, made by
// `npm run build` from src/web/entry-server.tsx); pages are cached by the web-app plugin.
// The import is by file path at run time: the server never imports web source.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MenuResponse } from '#shared/api/catalog.ts';
import type { PublicSettings, ShopPage } from '#shared/api/settings.ts';

/** What a server-rendered page starts with: the storefront has the menu, a short page its text. */
export type RenderData = { settings: PublicSettings; menu?: MenuResponse; page?: ShopPage };
type RenderFn = (url: string, data: RenderData) => string;
export type StorefrontRenderer = RenderFn;

/** The render function, or undefined when the server-rendering build is absent (tests, dev). */
export async function loadStorefrontRenderer(
  ssrDir: string | undefined,
): Promise<StorefrontRenderer | undefined> {
  if (!ssrDir) return undefined;
  const entry = path.join(ssrDir, 'entry-server.js');
  if (!fs.existsSync(entry)) return undefined;
  const mod = (await import(pathToFileURL(entry).href)) as { renderStorefront: RenderFn };
  return mod.renderStorefront;
}
