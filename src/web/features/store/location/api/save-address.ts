import { useMutation } from '@tanstack/react-query';
import type { AddressBody } from '#shared/api/customer.ts';
import { createAddress } from './create-address.ts';
import { updateAddress } from './update-address.ts';
import { useInvalidateAddresses } from './use-invalidate-addresses.ts';

/** The address form's one write: a new address, or changes to the one being edited. */
export function useSaveAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AddressBody }) =>
      id ? updateAddress(id, body) : createAddress(body),
    onSuccess: invalidate,
  });
}
