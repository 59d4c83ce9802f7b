import { useMutation } from '@tanstack/react-query';
import type { UncollectBody } from '#shared/api/payments.ts';
import { api } from '#web/lib/api.ts';
import { useOrderAnswered } from './order-answered.ts';

/** A mark-paid undone with a reason (managers and admins): the payment is pending again. */
export const undoCollected = ({ id, body }: { id: string; body: UncollectBody }) =>
  api('POST /api/admin/orders/:id/uncollected', { params: { id }, body });

export function useUndoCollected() {
  const answered = useOrderAnswered();
  return useMutation({ mutationFn: undoCollected, onSuccess: answered });
}
