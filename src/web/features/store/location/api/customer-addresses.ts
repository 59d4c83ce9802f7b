import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressBody } from '../../../../../shared/api/customer';
import { apiRequest } from '../../../../lib/api-client';

const KEY = ['customer-addresses'];

export const useCustomerAddresses = (enabled: boolean) =>
  useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest<{ addresses: Address[] }>('/api/customer/addresses', { signal }),
    enabled,
  });

function useAddressMutation<T>(run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export const useSaveAddress = () =>
  useAddressMutation(({ id, body }: { id?: string; body: AddressBody }) =>
    id
      ? apiRequest<Address>(`/api/customer/addresses/${id}`, { method: 'PATCH', body })
      : apiRequest<Address>('/api/customer/addresses', { method: 'POST', body }),
  );

export const useDeleteAddress = () =>
  useAddressMutation((id: string) => apiRequest(`/api/customer/addresses/${id}`, { method: 'DELETE' }));

export const useMakeDefaultAddress = () =>
  useAddressMutation((id: string) =>
    apiRequest(`/api/customer/addresses/${id}/default`, { method: 'POST', body: {} }),
  );
