// The buyer's rating of an order (docs/product.md#ratings): whether it can be rated, rating it once,
// and which of their orders can still be rated ('Rate your order' on My orders). Under the orders'
// key, so the live stream's re-read (the order was just delivered) re-reads these too.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RateOrderBody } from '#shared/api/ratings.ts';
import { MY_ORDERS_KEY } from '#web/features/store/shared/api/my-orders-keys.ts';
import { api } from '#web/lib/api.ts';
import { MENU_KEY } from '#web/lib/query-keys.ts';

export const getOrderRating = (id: string, signal?: AbortSignal) =>
  api('GET /api/orders/:id/rating', { params: { id }, signal });

export const orderRatingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...MY_ORDERS_KEY, 'rating', id],
    queryFn: ({ signal }) => getOrderRating(id, signal),
  });

export function useOrderRating(id: string, enabled = true) {
  return useQuery({ ...orderRatingQueryOptions(id), enabled });
}

export const getOrdersToRate = (signal?: AbortSignal) => api('GET /api/ratings/to-rate', { signal });

export const ordersToRateQueryOptions = () =>
  queryOptions({
    queryKey: [...MY_ORDERS_KEY, 'to-rate'],
    queryFn: ({ signal }) => getOrdersToRate(signal),
  });

export function useOrdersToRate(enabled: boolean) {
  return useQuery({ ...ordersToRateQueryOptions(), enabled });
}

export const rateOrder = (id: string, body: RateOrderBody) =>
  api('POST /api/orders/:id/rating', { params: { id }, body });

export function useRateOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RateOrderBody) => rateOrder(id, body),
    onSuccess: (rated) => {
      queryClient.setQueryData(orderRatingQueryOptions(id).queryKey, rated);
      void queryClient.invalidateQueries({ queryKey: ordersToRateQueryOptions().queryKey });
      // The storefront's stars include this rating now: the menu is read again.
      void queryClient.invalidateQueries({ queryKey: MENU_KEY });
    },
  });
}
