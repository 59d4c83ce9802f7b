import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminOrdersQuery, Order } from '#shared/api/orders.ts';
import { api } from '#web/lib/api.ts';
import { ORDERS_KEY } from './keys.ts';

/** Every board list starts with this key: the open board, then the paged lists after it. */
export const BOARD_KEY = [...ORDERS_KEY, 'board'] as const;

/**
 * Without a query: every open order, oldest first, never cut short (the server leaves out orders
 * still awaiting an online payment). With one: a status, the finished orders or a search, a page at
 * a time (adminOrdersQuerySchema).
 */
export const getOrdersBoard = (query: Partial<AdminOrdersQuery> = {}, signal?: AbortSignal) =>
  api('GET /api/admin/orders', { query, signal });

export const ordersBoardQueryOptions = () =>
  queryOptions({ queryKey: BOARD_KEY, queryFn: ({ signal }) => getOrdersBoard({}, signal) });

export const useOrdersBoard = () => useQuery(ordersBoardQueryOptions());

/** What a paged list asks for: one status, the finished orders, or a search. */
export type PagedOrdersQuery = Pick<Partial<AdminOrdersQuery>, 'status' | 'view' | 'q'>;

export const pagedOrdersQueryOptions = (query: PagedOrdersQuery) =>
  infiniteQueryOptions({
    queryKey: [...BOARD_KEY, 'paged', query],
    queryFn: ({ pageParam, signal }) => getOrdersBoard({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });

/**
 * A paged list with its pages joined. A page asked for later may repeat an order an earlier one
 * held (an order finished in between moves the rest down by one): each order is shown once.
 */
export function usePagedOrders(query: PagedOrdersQuery, enabled: boolean) {
  const result = useInfiniteQuery({ ...pagedOrdersQueryOptions(query), enabled });
  const seen = new Set<string>();
  const orders: Order[] = [];
  for (const page of result.data?.pages ?? [])
    for (const order of page.orders) {
      if (seen.has(order.id)) continue;
      seen.add(order.id);
      orders.push(order);
    }
  return { ...result, orders };
}
