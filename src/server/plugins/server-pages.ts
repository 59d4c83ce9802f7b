// Which pages the server renders and what each starts with: the storefront ('/') with the menu and
// the settings, and the short pages (/about, /terms, /privacy, /refunds, /contact) with the settings
// and their text, so a link shared on WhatsApp opens on readable text before any script runs.
import { CONTACT_PATH, CONTACT_TITLE, PAGE_TITLES, pageOfPath } from '#shared/shop-pages/shop-pages.ts';
import type { CatalogService } from '../modules/catalog/catalog.service.ts';
import type { SettingsService } from '../modules/settings/settings.service.ts';
import type { BootData } from './boot-data.ts';
import type { LazyStorefrontRenderer } from './storefront-renderer.ts';

type Sources = {
  catalog: CatalogService;
  settings: SettingsService;
  render: LazyStorefrontRenderer;
};

export function serverPageBootData({ catalog, settings, render: renderer }: Sources) {
  return async (url: string, pathname: string): Promise<BootData | undefined> => {
    if (pathname === '/') {
      const [snapshot, current, render] = await Promise.all([
        catalog.menuSnapshot(),
        settings.publicSettings(),
        renderer(),
      ]);
      const data = { menu: snapshot.menu, settings: current };
      // Busy mode ends by itself without a save: its end is part of the page's version.
      const version = `${snapshot.etag}|${current.updatedAt}|${current.hours.busy?.until ?? ''}`;
      return {
        data,
        version,
        // The first cards on a phone: the largest paint. The very picture the card shows (its
        // thumbnail when it has one), or the preload would fetch a second, full-size copy.
        preloadImages: snapshot.menu.items.slice(0, 2).map((item) => item.thumbnail ?? item.image),
        renderApp: render ? () => render(url, data) : undefined,
      };
    }
    const slug = pageOfPath(pathname);
    if (!slug && pathname !== CONTACT_PATH) return undefined;
    const [current, render] = await Promise.all([settings.publicSettings(), renderer()]);
    // Every save of the pages' texts or contact details moves the settings' updatedAt.
    const data = slug ? { settings: current, page: await settings.page(slug) } : { settings: current };
    return {
      data,
      version: current.updatedAt,
      title: slug ? PAGE_TITLES[slug] : CONTACT_TITLE,
      preloadImages: [],
      renderApp: render ? () => render(url, data) : undefined,
    };
  };
}
