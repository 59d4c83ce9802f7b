import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { MY_ORDERS_KEY } from './keys.ts';
import { useMyOrderEvents } from './my-order-events.ts';

export const getMyOrders = (signal?: AbortSignal) => api('GET /api/orders', { signal });

export const myOrdersQueryOptions = () =>
  queryOptions({
    queryKey: [...MY_ORDERS_KEY, 'list'],
    queryFn: ({ signal }) => getMyOrders(signal),
  });

/** The customer's orders, kept current by the live stream while the list is open. */
export function useMyOrders(enabled: boolean) {
  useMyOrderEvents(enabled);
  return useQuery({ ...myOrdersQueryOptions(), enabled });
}
