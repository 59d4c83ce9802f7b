import { useQueryClient } from '@tanstack/react-query';
import { customerAddressesQueryOptions } from '#web/features/store/shared/api/get-customer-addresses.ts';

// A file of its own: the list's file is in the storefront's first load, the writes are not.

/** Every address write re-reads the list. */
export function useInvalidateAddresses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: customerAddressesQueryOptions().queryKey });
}
