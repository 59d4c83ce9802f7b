// What the pad reads: the live menu (the storefront's GET /api/menu, under the storefront's key so
// one copy serves both in a tab) and the settings (taxes, the delivery area, the UPI ID, the shop
// day's hours). Both asked even when the browser says it is offline: the service worker answers
// with the copy it kept (docs/decisions/024-installable-app.md), so the pad keeps working at the
// counter without the server.
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { settingsQueryOptions } from '#web/lib/get-settings.ts';
import { menuKey } from '#web/lib/query-keys.ts';

export const usePadMenu = () =>
  useQuery({
    queryKey: menuKey('en'),
    queryFn: ({ signal }) => api('GET /api/menu', { signal, cache: 'no-cache' }),
    networkMode: 'offlineFirst',
    // A price or stock changed elsewhere shows within half a minute; the server prices anyway.
    refetchInterval: 30_000,
  });

export const usePadSettings = () =>
  useQuery({ ...settingsQueryOptions(), networkMode: 'offlineFirst', refetchInterval: 60_000 });
