import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { USUAL_ORDERS_KEY } from './get-usual-orders.ts';

export const deleteUsualOrder = (id: string) =>
  api('DELETE /api/customer/usual-orders/:id', { params: { id } });

export function useDeleteUsualOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUsualOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USUAL_ORDERS_KEY }),
  });
}
