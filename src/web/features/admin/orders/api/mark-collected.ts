import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { useOrderAnswered } from './order-answered.ts';

/** The cash, card or UPI payment of an at-door order was taken (docs/product.md#online-payments). */
export const markCollected = (id: string) => api('POST /api/admin/orders/:id/collected', { params: { id } });

export function useMarkCollected() {
  const answered = useOrderAnswered();
  return useMutation({ mutationFn: markCollected, onSuccess: answered });
}
