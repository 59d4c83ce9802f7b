import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../../shared/api/orders';
import { apiRequest } from '../../../../lib/api-client';
import { MY_ORDERS_KEY, useMyOrderEvents } from './my-order-events';

const KEY = [...MY_ORDERS_KEY, 'list'];

/** The customer's orders, kept current by the live stream while the list is open. */
export function useMyOrders(enabled: boolean) {
  useMyOrderEvents(enabled);
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest<{ orders: Order[] }>('/api/orders', { signal }),
    enabled,
  });
}

export function useCancelMyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<Order>(`/api/orders/${id}/cancel`, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY }),
  });
}
