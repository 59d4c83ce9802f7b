import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscountCode, DiscountCodeInput } from '../../../../../shared/api/discounts';
import { apiRequest } from '../../../../lib/api-client';
import { DISCOUNT_CODES_KEY } from './list-discount-codes';

export const createDiscountCode = (body: DiscountCodeInput) =>
  apiRequest<DiscountCode>('/api/admin/discount-codes', { method: 'POST', body });

export function useCreateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDiscountCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCOUNT_CODES_KEY }),
  });
}
