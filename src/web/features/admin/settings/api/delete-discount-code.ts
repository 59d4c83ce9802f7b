import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { useInvalidateDiscountCodes } from './list-discount-codes.ts';

/** A code that orders used is refused with 409 and a message that says to disable it instead. */
export const deleteDiscountCode = (id: string) =>
  api('DELETE /api/admin/discount-codes/:id', { params: { id } });

export function useDeleteDiscountCode() {
  const invalidate = useInvalidateDiscountCodes();
  return useMutation({ mutationFn: deleteDiscountCode, onSuccess: invalidate });
}
