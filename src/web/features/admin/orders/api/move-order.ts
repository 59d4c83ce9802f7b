import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '#shared/orders.ts';
import { api } from '#web/lib/api.ts';
import { ORDERS_KEY } from './keys.ts';

export const moveOrder = ({ id, status, reason }: { id: string; status: OrderStatus; reason?: string }) =>
  api('POST /api/admin/orders/:id/status', {
    params: { id },
    body: { status, ...(reason ? { reason } : {}) },
  });

export function useMoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
