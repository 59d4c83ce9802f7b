import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../../shared/api/orders';
import type { OrderStatus } from '../../../../../shared/orders';
import { apiRequest } from '../../../../lib/api-client';

const KEY = ['admin', 'orders'];
/** Until live push (Server-Sent Events) lands, the board asks again every few seconds. */
export const BOARD_REFRESH_MS = 5000;

export const useOrdersBoard = () =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest<{ orders: Order[] }>('/api/admin/orders', { signal }),
    refetchInterval: BOARD_REFRESH_MS,
  });

export function useMoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: string; status: OrderStatus; reason?: string }) =>
      apiRequest<Order>(`/api/admin/orders/${id}/status`, {
        method: 'POST',
        body: { status, ...(reason ? { reason } : {}) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
