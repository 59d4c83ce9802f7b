import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { useInvalidateAddresses } from './use-invalidate-addresses.ts';

export const makeDefaultAddress = (id: string) =>
  api('POST /api/customer/addresses/:id/default', { params: { id } });

export function useMakeDefaultAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({ mutationFn: makeDefaultAddress, onSuccess: invalidate });
}
