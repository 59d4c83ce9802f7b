import { useMutation } from '@tanstack/react-query';
import type { DiscountCodeInput } from '#shared/api/discounts.ts';
import { api } from '#web/lib/api.ts';
import { useInvalidateDiscountCodes } from './list-discount-codes.ts';

/** The whole rule set is sent each time; enabling or disabling is a PUT with isActive changed. */
export const updateDiscountCode = ({ id, body }: { id: string; body: DiscountCodeInput }) =>
  api('PUT /api/admin/discount-codes/:id', { params: { id }, body });

export function useUpdateDiscountCode() {
  const invalidate = useInvalidateDiscountCodes();
  return useMutation({ mutationFn: updateDiscountCode, onSuccess: invalidate });
}
