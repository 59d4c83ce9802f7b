import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Order } from '#shared/api/orders.ts';
import { api } from '#web/lib/api.ts';
import { useMyOrderEvents } from './my-order-events.ts';
import { MY_ORDERS_KEY } from './my-orders-keys.ts';

export const getMyOrder = (id: string, signal?: AbortSignal) =>
  api('GET /api/orders/:id', { params: { id }, signal });

/** With no order yet the query waits (skipToken): it never asks for an order without its id. */
export const myOrderQueryOptions = (id: string | undefined) =>
  queryOptions({
    queryKey: [...MY_ORDERS_KEY, 'one', id],
    queryFn: id ? ({ signal }) => getMyOrder(id, signal) : skipToken,
  });

/** One order just placed, starting from the answer to placing it and followed live while shown. */
export function useMyOrder(order: Order | null) {
  useMyOrderEvents(order !== null);
  return useQuery({ ...myOrderQueryOptions(order?.id), initialData: order ?? undefined });
}
