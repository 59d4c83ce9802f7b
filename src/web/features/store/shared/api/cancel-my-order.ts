import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { MY_ORDERS_KEY } from './my-orders-keys.ts';

export const cancelMyOrder = (id: string) => api('POST /api/orders/:id/cancel', { params: { id } });

export function useCancelMyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMyOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY }),
  });
}
