import { useQuery } from '@tanstack/react-query';
import type { ShopPage } from '#shared/api/settings.ts';
import type { PageSlug } from '#shared/shop-pages/shop-pages.ts';
import { api } from '#web/lib/api.ts';
import { takeBootData } from '#web/lib/boot-data.ts';
import { useLanguage } from '#web/lib/i18n/language-context.tsx';
import { bootLanguage } from '#web/lib/i18n/start-language.ts';
import { pageKey } from '#web/lib/query-keys.ts';

// The page the server rendered, if this load started on one; any other is fetched when opened.
const bootPage = takeBootData<ShopPage>('page');
const bootedAt = Date.now();

/** A page, and whether it is the service worker's kept copy (the network failed or was slow). */
export type ShownPage = ShopPage & { keptCopy?: boolean };

/** How soon a kept copy given for a slow network is asked again, to replace it once the network answers. */
export const KEPT_COPY_RETRY_MS = 5_000;

export function useShopPage(slug: PageSlug) {
  const language = useLanguage();
  const initial = bootPage?.slug === slug && language === bootLanguage ? bootPage : undefined;
  return useQuery<ShownPage>({
    queryKey: pageKey(slug, language),
    queryFn: async ({ signal }) => {
      let keptCopy = false;
      const page = await api('GET /api/pages/:slug', {
        params: { slug },
        query: language === 'en' ? {} : { lang: language },
        signal,
        onKeptCopy: () => {
          keptCopy = true;
        },
      });
      return { ...page, keptCopy };
    },
    staleTime: 60_000,
    refetchInterval: (query) => (query.state.data?.keptCopy ? KEPT_COPY_RETRY_MS : false),
    // Asked even when the browser says it is offline: the service worker answers with the copy it
    // kept (src/web/sw-rules.ts), or fails at once, and the page says it is offline.
    networkMode: 'offlineFirst',
    initialData: initial,
    initialDataUpdatedAt: initial ? bootedAt : undefined,
  });
}
