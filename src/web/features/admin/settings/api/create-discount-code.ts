import { useMutation } from '@tanstack/react-query';
import type { DiscountCodeInput } from '#shared/api/discounts.ts';
import { api } from '#web/lib/api.ts';
import { useInvalidateDiscountCodes } from './list-discount-codes.ts';

export const createDiscountCode = (body: DiscountCodeInput) =>
  api('POST /api/admin/discount-codes', { body });

export function useCreateDiscountCode() {
  const invalidate = useInvalidateDiscountCodes();
  return useMutation({ mutationFn: createDiscountCode, onSuccess: invalidate });
}
