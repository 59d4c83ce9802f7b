import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export const customerAddressesQueryOptions = () =>
  queryOptions({
    queryKey: ['customer-addresses'],
    queryFn: ({ signal }) => api('GET /api/customer/addresses', { signal }),
  });

export const useCustomerAddresses = (enabled: boolean) =>
  useQuery({ ...customerAddressesQueryOptions(), enabled });
