import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { USUAL_ORDERS_KEY } from './get-usual-orders.ts';

export const renameUsualOrder = ({ id, name }: { id: string; name: string }) =>
  api('PATCH /api/customer/usual-orders/:id', { params: { id }, body: { name } });

export function useRenameUsualOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameUsualOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USUAL_ORDERS_KEY }),
  });
}
