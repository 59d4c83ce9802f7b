// A guest's addresses kept on this device become the customer's saved addresses once they sign in
// (docs/product.md#addresses-and-location), exactly as typed: the name and phone on the address
// stay theirs, not the account's. Each is removed from the device only once the server has it and
// the list has been read again, so checkout always finds the chosen address in one list or the other.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { customerAddressesQueryOptions } from '../api/get-customer-addresses.ts';
import { locationActions, readLocationState } from '../location-store.ts';

let running = false;

export function useAdoptDeviceAddresses(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Addresses kept before house and street were asked apart cannot be saved as they are: they stay.
    const waiting = readLocationState().addresses.filter((a) => a.house?.trim());
    if (!signedIn || running || waiting.length === 0) return;
    running = true;
    void (async () => {
      try {
        const { createAddress } = await import('../api/create-address.ts');
        const adopted: string[] = [];
        for (const a of waiting) {
          try {
            await createAddress({
              name: a.name,
              phone: a.phone,
              house: a.house ?? '',
              address: a.address,
              area: a.area ?? null,
              landmark: a.landmark ?? null,
              deliveryNotes: a.deliveryNotes ?? null,
              latitude: a.latitude ?? null,
              longitude: a.longitude ?? null,
            });
            adopted.push(a.id);
          } catch (failure) {
            // Kept on the device (the list may be full, the session gone): nothing is lost.
            console.error('Saving an address kept on this device failed', failure);
          }
        }
        await queryClient.invalidateQueries({ queryKey: customerAddressesQueryOptions().queryKey });
        for (const id of adopted) locationActions.removeAddress(id);
      } finally {
        running = false;
      }
    })();
  }, [signedIn, queryClient]);
}
