// A guest's addresses kept on this device become the customer's saved addresses once they sign in
// (docs/product.md#addresses-and-location), exactly as typed: the name and phone on the address
// stay theirs, not the account's. The saving itself is loaded only when there is something to save.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readLocationState } from '#web/features/store/shared/location-store.ts';
import { adoptable } from '../lib/adoptable.ts';

export function useAdoptDeviceAddresses(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Addresses kept before house and street were asked apart, or before a point was required,
    // cannot be saved as they are: they stay.
    if (!signedIn || !readLocationState().addresses.some(adoptable)) return;
    import('../lib/adopt-device-addresses.ts')
      .then((m) => m.adoptDeviceAddresses(queryClient))
      .catch((failure) => console.error('Saving the addresses kept on this device failed', failure));
  }, [signedIn, queryClient]);
}
