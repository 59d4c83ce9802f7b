import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiscountCode } from '../../../../../shared/api/discounts';
import { apiRequest } from '../../../../lib/api-client';

/** Every discount-code write invalidates this key. */
export const DISCOUNT_CODES_KEY = ['admin', 'discount-codes'] as const;

export const listDiscountCodes = (signal?: AbortSignal) =>
  apiRequest<{ codes: DiscountCode[] }>('/api/admin/discount-codes', { signal });

export const discountCodesQuery = () =>
  queryOptions({
    queryKey: DISCOUNT_CODES_KEY,
    queryFn: ({ signal }) => listDiscountCodes(signal),
    select: (data) => data.codes,
  });

export const useDiscountCodes = () => useQuery(discountCodesQuery());
