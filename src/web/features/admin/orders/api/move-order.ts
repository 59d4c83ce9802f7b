import { useMutation } from '@tanstack/react-query';
import type { OrderStatus } from '#shared/orders.ts';
import { api } from '#web/lib/api.ts';
import { useOrderAnswered } from './order-answered.ts';

export const moveOrder = ({ id, status, reason }: { id: string; status: OrderStatus; reason?: string }) =>
  api('POST /api/admin/orders/:id/status', {
    params: { id },
    body: { status, ...(reason ? { reason } : {}) },
  });

/** A move; its answer shows on the card at once, the rest follows in the board's coalesced re-read. */
export function useMoveOrder() {
  const answered = useOrderAnswered();
  return useMutation({ mutationFn: moveOrder, onSuccess: answered });
}
