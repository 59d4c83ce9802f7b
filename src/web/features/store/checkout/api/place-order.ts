import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceOrderBody } from '#shared/api/orders.ts';
import { customerMeQueryOptions } from '#web/features/store/shared/api/customer-me.ts';
import { api } from '#web/lib/api.ts';

export const placeOrder = (body: PlaceOrderBody) => api('POST /api/orders', { body });

/**
 * The order's own views follow it live (docs/product.md#orders-and-their-statuses). Who the customer
 * is is read again: the server now says they have ordered, and the first-order offer bar goes.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerMeQueryOptions().queryKey }),
  });
}
