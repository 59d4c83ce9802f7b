import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { useInvalidateAddresses } from './use-invalidate-addresses.ts';

export const deleteAddress = (id: string) => api('DELETE /api/customer/addresses/:id', { params: { id } });

export function useDeleteAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({ mutationFn: deleteAddress, onSuccess: invalidate });
}
