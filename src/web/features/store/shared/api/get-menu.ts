import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuResponse } from '#shared/api/catalog.ts';
import { api } from '#web/lib/api.ts';
import { takeBootData } from '#web/lib/boot-data.ts';
import { MENU_KEY } from '#web/lib/query-keys.ts';

// The menu is re-read when something says it changed (a menu event, a reconnection, a focus after a
// while): the copy the browser may keep for a few seconds could be the one before the change, so
// ask the server each time; its ETag keeps an unchanged menu a bodyless 304.
export const getMenu = (signal?: AbortSignal) => api('GET /api/menu', { signal, cache: 'no-cache' });

const bootMenu = takeBootData<MenuResponse>('menu');
const bootedAt = Date.now();

export const menuQueryOptions = () =>
  queryOptions({
    queryKey: MENU_KEY,
    queryFn: ({ signal }) => getMenu(signal),
    // The menu written into the page by the server counts as freshly fetched.
    initialData: bootMenu,
    initialDataUpdatedAt: bootMenu ? bootedAt : undefined,
    // Asked even when the browser says it is offline: the service worker answers with the menu it
    // kept (docs/decisions/024-installable-app.md). Retries still wait for the network.
    networkMode: 'offlineFirst',
  });

export const useMenu = () => useQuery(menuQueryOptions());
