import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { DISCOUNT_CODES_KEY } from './list-discount-codes';

/** A code that orders used is refused with 409 and a message that says to disable it instead. */
export const deleteDiscountCode = (id: string) =>
  apiRequest<void>(`/api/admin/discount-codes/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiscountCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCOUNT_CODES_KEY }),
  });
}
