import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { ORDERS_KEY } from './keys.ts';

export const getOrdersWaiting = (signal?: AbortSignal) => api('GET /api/admin/orders/waiting', { signal });

export const ordersWaitingQueryOptions = () =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'waiting'],
    queryFn: ({ signal }) => getOrdersWaiting(signal),
    select: (data) => data.count,
    // An order for later starts waiting at its release, which no live event announces: ask again
    // then (docs/product.md#orders-for-later-today).
    refetchInterval: (query) => {
      const next = query.state.data?.nextReleaseAt;
      return next ? Math.max(1000, Date.parse(next) - Date.now() + 1000) : false;
    },
    // The board is often a background tab on the counter's tablet: it must still ring at release.
    refetchIntervalInBackground: true,
  });

/** Orders waiting for acceptance; kept current by the live stream (LiveOrdersProvider). */
export const useOrdersWaiting = () => useQuery(ordersWaitingQueryOptions());
