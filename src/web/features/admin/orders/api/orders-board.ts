import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../../shared/api/orders';
import type { OrderStatus } from '../../../../../shared/orders';
import { apiRequest } from '../../../../lib/api-client';

/** Everything about orders in the staff area; the live stream invalidates it as a whole. */
export const ORDERS_KEY = ['admin', 'orders'];

export const useOrdersBoard = () =>
  useQuery({
    queryKey: [...ORDERS_KEY, 'board'],
    queryFn: ({ signal }) => apiRequest<{ orders: Order[] }>('/api/admin/orders', { signal }),
  });

export function useMoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: string; status: OrderStatus; reason?: string }) =>
      apiRequest<Order>(`/api/admin/orders/${id}/status`, {
        method: 'POST',
        body: { status, ...(reason ? { reason } : {}) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
