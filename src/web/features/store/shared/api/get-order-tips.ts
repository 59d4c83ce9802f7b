// The buyer's tips on a delivered order (docs/product.md#tips): whether one can be added now, for
// which rider, and those paid. Under the orders' key, so the live stream's re-read covers it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { MY_ORDERS_KEY } from './my-orders-keys.ts';

export const getOrderTips = (id: string, signal?: AbortSignal) =>
  api('GET /api/orders/:id/tips', { params: { id }, signal });

export const orderTipsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...MY_ORDERS_KEY, 'tips', id],
    queryFn: ({ signal }) => getOrderTips(id, signal),
  });

export function useOrderTips(id: string, enabled = true) {
  return useQuery({ ...orderTipsQueryOptions(id), enabled });
}
