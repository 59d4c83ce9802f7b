import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { ORDERS_KEY } from './keys.ts';

export const getOrdersWaiting = (signal?: AbortSignal) => api('GET /api/admin/orders/waiting', { signal });

export const ordersWaitingQueryOptions = () =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'waiting'],
    queryFn: ({ signal }) => getOrdersWaiting(signal),
    select: (data) => data.count,
  });

/** Orders waiting for acceptance; kept current by the live stream (LiveOrdersProvider). */
export const useOrdersWaiting = () => useQuery(ordersWaitingQueryOptions());
