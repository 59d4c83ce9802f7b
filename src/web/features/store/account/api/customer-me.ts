import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerMe } from '../../../../../shared/api/customer';
import { apiRequest } from '../../../../lib/api-client';

export const customerMeQuery = () =>
  queryOptions({
    queryKey: ['customer-me'],
    queryFn: ({ signal }) => apiRequest<CustomerMe>('/api/customer/me', { signal }),
    staleTime: 60_000,
  });

export const useCustomerMe = () => useQuery(customerMeQuery());
