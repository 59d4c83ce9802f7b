import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export const customerMeQueryOptions = () =>
  queryOptions({
    queryKey: ['customer-me'],
    queryFn: ({ signal }) => api('GET /api/customer/me', { signal }),
    staleTime: 60_000,
  });

export const useCustomerMe = () => useQuery(customerMeQueryOptions());
