// Which pages the server renders and what each starts with: the storefront ('/') with the menu and
// the settings, and the short pages (/about, /terms, /privacy, /refunds, /contact) with the settings
// and their text, so a link shared on WhatsApp opens on readable text before any script runs.
import type { Language } from '#shared/i18n/languages.ts';
import { CONTACT_PATH, pageOfPath, pageTitleIn } from '#shared/shop-pages/shop-pages.ts';
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
  // In the customer's language (their cookie): the menu, the settings' texts, the page and its title.
  return async (url: string, pathname: string, language: Language): Promise<BootData | undefined> => {
    if (pathname === '/') {
      const [snapshot, current, render] = await Promise.all([
        catalog.menuSnapshot(language),
        settings.publicSettings(language),
        renderer(),
      ]);
      // The menu's ETag rides along: once the live stream connects, the page asks whether its copy
      // is still the server's (a bodyless 304 when it is), so a change in between is not missed.
      const data = { menu: snapshot.menu, menuEtag: snapshot.etag, settings: current, language };
      // Busy mode ends by itself without a save: its end is part of the page's version. So is the
      // day of the zone's table of offsets (zone-offsets.ts), worked out afresh each day.
      const version = `${snapshot.etag}|${current.updatedAt}|${current.hours.busy?.until ?? ''}|${current.zoneOffsets?.from ?? ''}`;
      return {
        data,
        version,
        language,
        // The first cards on a phone: the largest paint. The very picture the card shows (its
        // thumbnail when it has one), or the preload would fetch a second, full-size copy.
        preloadImages: snapshot.menu.items.slice(0, 2).map((item) => item.thumbnail ?? item.image),
        renderApp: render ? () => render(url, data) : undefined,
      };
    }
    const slug = pageOfPath(pathname);
    if (!slug && pathname !== CONTACT_PATH) return undefined;
    const [current, render] = await Promise.all([settings.publicSettings(language), renderer()]);
    // Every save of the pages' texts or contact details moves the settings' updatedAt.
    const data = slug
      ? { settings: current, page: await settings.page(slug, language), language }
      : { settings: current, language };
    return {
      data,
      version: current.updatedAt,
      language,
      title: pageTitleIn(language, slug ?? 'contact'),
      preloadImages: [],
      renderApp: render ? () => render(url, data) : undefined,
    };
  };
}
