// Saves a guest's addresses kept on this device among their addresses on the server, as typed.
// Each is removed from the device only once the server has it and the list has been read again,
// so checkout always finds the chosen address in one list or the other. One kept without a point
// (from before addresses needed one) is not sent: the server refuses it, and the signed-in
// customer saves it again from the location chooser with its point.
import type { QueryClient } from '@tanstack/react-query';
import { customerAddressesQueryOptions } from '#web/features/store/shared/api/get-customer-addresses.ts';
import { locationActions, readLocationState } from '#web/features/store/shared/location-store.ts';
import { createAddress } from '../api/create-address.ts';
import { adoptable } from './adoptable.ts';

let running = false;

export async function adoptDeviceAddresses(queryClient: QueryClient): Promise<void> {
  const waiting = readLocationState().addresses.filter(adoptable);
  if (running || waiting.length === 0) return;
  running = true;
  try {
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
          latitude: a.latitude,
          longitude: a.longitude,
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
}
