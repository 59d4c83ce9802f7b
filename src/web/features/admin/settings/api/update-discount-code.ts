import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscountCode, DiscountCodeInput } from '../../../../../shared/api/discounts';
import { apiRequest } from '../../../../lib/api-client';
import { DISCOUNT_CODES_KEY } from './list-discount-codes';

/** The whole rule set is sent each time; enabling or disabling is a PUT with isActive changed. */
export const updateDiscountCode = ({ id, body }: { id: string; body: DiscountCodeInput }) =>
  apiRequest<DiscountCode>(`/api/admin/discount-codes/${encodeURIComponent(id)}`, { method: 'PUT', body });

export function useUpdateDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiscountCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISCOUNT_CODES_KEY }),
  });
}
