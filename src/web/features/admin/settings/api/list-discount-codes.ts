import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export const listDiscountCodes = (signal?: AbortSignal) => api('GET /api/admin/discount-codes', { signal });

export const discountCodesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'discount-codes'],
    queryFn: ({ signal }) => listDiscountCodes(signal),
    select: (data) => data.codes,
  });

export const useDiscountCodes = () => useQuery(discountCodesQueryOptions());

/** Every discount-code write re-reads the list. */
export function useInvalidateDiscountCodes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: discountCodesQueryOptions().queryKey });
}
