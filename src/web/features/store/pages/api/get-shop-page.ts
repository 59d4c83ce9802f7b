import { useQuery } from '@tanstack/react-query';
import type { ShopPage } from '#shared/api/settings.ts';
import type { PageSlug } from '#shared/shop-pages/shop-pages.ts';
import { api } from '#web/lib/api.ts';
import { takeBootData } from '#web/lib/boot-data.ts';
import { pageKey } from '#web/lib/query-keys.ts';

// The page the server rendered, if this load started on one; any other is fetched when opened.
const bootPage = takeBootData<ShopPage>('page');
const bootedAt = Date.now();

export function useShopPage(slug: PageSlug) {
  const initial = bootPage?.slug === slug ? bootPage : undefined;
  return useQuery({
    queryKey: pageKey(slug),
    queryFn: ({ signal }) => api('GET /api/pages/:slug', { params: { slug }, signal }),
    staleTime: 60_000,
    // Asked even when the browser says it is offline: the service worker answers with the copy it
    // kept (src/web/sw-rules.ts), or fails at once, and the page says it is offline.
    networkMode: 'offlineFirst',
    initialData: initial,
    initialDataUpdatedAt: initial ? bootedAt : undefined,
  });
}
