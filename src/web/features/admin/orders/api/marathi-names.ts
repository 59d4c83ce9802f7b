// The menu's Marathi names for the kitchen ticket (docs/product.md#languages), read only on a device
// that shows them: the Marathi menu (GET /api/menu?lang=mr, the storefront's query key, so a tab
// that has it already reads no more), by item id. The public menu rather than the staff's order
// payload: it already holds every name on the menu in Marathi, needs no change to the orders the
// board and its events carry, and is asked for once, not with every order.
import { useQuery } from '@tanstack/react-query';
import { marathiNamesOf } from '#shared/kitchen/marathi-names.ts';
import { api } from '#web/lib/api.ts';
import { menuKey } from '#web/lib/query-keys.ts';

export function useMarathiNames(enabled: boolean) {
  return useQuery({
    queryKey: menuKey('mr'),
    queryFn: ({ signal }) => api('GET /api/menu', { query: { lang: 'mr' }, signal, cache: 'no-cache' }),
    enabled,
    select: marathiNamesOf,
    // A renamed item shows within a few minutes; a ticket does not wait for the network each time.
    staleTime: 5 * 60_000,
    networkMode: 'offlineFirst',
  });
}
