import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../../shared/api/orders';
import { apiRequest } from '../../../../lib/api-client';

const KEY = ['my-orders'];

export const useMyOrders = (enabled: boolean) =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest<{ orders: Order[] }>('/api/orders', { signal }),
    enabled,
    // Statuses move while the list is open; live push is not built yet.
    refetchInterval: enabled ? 5000 : false,
  });

export function useCancelMyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<Order>(`/api/orders/${id}/cancel`, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
