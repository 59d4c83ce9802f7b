import { useMutation } from '@tanstack/react-query';
import type { RefundBody } from '#shared/api/payments.ts';
import { api } from '#web/lib/api.ts';
import { useOrderAnswered } from './order-answered.ts';

/** Part or all of what is left of an order paid online, sent back through the gateway with a reason. */
export const refundOrder = ({ id, body }: { id: string; body: RefundBody }) =>
  api('POST /api/admin/orders/:id/refunds', { params: { id }, body });

export function useRefundOrder() {
  const answered = useOrderAnswered();
  return useMutation({ mutationFn: refundOrder, onSuccess: answered });
}
