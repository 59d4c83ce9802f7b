// The menu and the shop's state follow the server while the page is open: a `menu` event (an item
// out of stock, a new price, an item removed) re-reads the menu; a `settings` event (paused or
// resumed, busy mode, hours, a newly saved promotional message) re-reads the settings, so the
// header, the banner, the offer bar and checkout's Place Order change without a reload. Both come
// again after a reconnection (public-stream.ts).
//
// The first connection opens only after the page has started, and an order may have taken the last
// Vada Pav in between: the page then asks whether the menu written into it is still the server's,
// by its ETag, a bodyless 304 when nothing changed (the page's largest answer is not read twice).
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { MenuResponse } from '#shared/api/catalog.ts';
import { endpointUrl } from '#shared/api/endpoint-url.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { takeBootData } from '#web/lib/boot-data.ts';
import { bootLanguage } from '#web/lib/i18n/start-language.ts';
import { FIRST_CONNECTION, usePublicEvent } from '#web/lib/public-stream.ts';
import { MENU_KEY, menuKey, SETTINGS_KEY } from '#web/lib/query-keys.ts';
import { KEPT_COPY_HEADER } from '#web/sw-rules.ts';
import { menuQueryString } from './get-menu.ts';

const pageMenuEtag = takeBootData<string>('menuEtag');

/** The server's menu when it is no longer the page's copy; undefined when it still is (or unknown). */
async function menuSincePage(language: Language, etag: string): Promise<MenuResponse | undefined> {
  try {
    const response = await fetch(endpointUrl('/api/menu', { query: menuQueryString(language) }), {
      credentials: 'same-origin',
      // Asked of the server itself: a copy the browser kept would answer for it.
      cache: 'no-store',
      headers: { accept: 'application/json', 'if-none-match': etag },
    });
    // The service worker's kept copy (a slow network) is older than the page's: not an answer.
    if (response.status !== 200 || response.headers.has(KEPT_COPY_HEADER)) return undefined;
    return (await response.json()) as MenuResponse;
  } catch {
    // No answer: the next reconnection reads the menu again.
    return undefined;
  }
}

export function useLiveStorefront(): void {
  const queryClient = useQueryClient();
  const refresh = (queryKey: QueryKey) => () => void queryClient.invalidateQueries({ queryKey });
  usePublicEvent('menu', (data) => {
    if (data !== FIRST_CONNECTION) return refresh(MENU_KEY)();
    if (!pageMenuEtag || !bootLanguage) return;
    const language = bootLanguage;
    void menuSincePage(language, pageMenuEtag).then((menu) => {
      if (menu) queryClient.setQueryData(menuKey(language), menu);
    });
  });
  usePublicEvent('settings', refresh(SETTINGS_KEY));
}
