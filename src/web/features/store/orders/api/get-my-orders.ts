import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { MY_ORDERS_PAGE } from '#shared/api/orders.ts';
import { useMyOrderEvents } from '#web/features/store/shared/api/my-order-events.ts';
import { MY_ORDERS_KEY } from '#web/features/store/shared/api/my-orders-keys.ts';
import { api } from '#web/lib/api.ts';

/** One page of the customer's orders, newest first, after `before` (without their lines). */
export const getMyOrders = (before: string | undefined, signal?: AbortSignal) =>
  api('GET /api/orders', { query: { limit: MY_ORDERS_PAGE.size, before }, signal });

export const myOrdersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...MY_ORDERS_KEY, 'list'],
    queryFn: ({ pageParam, signal }) => getMyOrders(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The customer's orders a page at a time, kept current by the live stream while the list is open. */
export function useMyOrders(enabled: boolean) {
  useMyOrderEvents(enabled);
  return useInfiniteQuery({ ...myOrdersQueryOptions(), enabled });
}
