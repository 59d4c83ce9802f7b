// A guest's new address kept on this device, and the point an address carries.

import type { AddressDraft } from '#web/features/store/shared/lib/address-draft.ts';
import {
  addressLabel,
  type ChosenPoint,
  type LocalAddress,
  MAX_LOCAL_ADDRESSES,
} from '#web/features/store/shared/lib/location-state.ts';
import { updateLocationState } from '#web/features/store/shared/location-store.ts';

const blankToNull = (value: string) => value.trim() || null;

/** The point an address carries, if it has one. */
export function pointOf(a: {
  latitude?: number | null;
  longitude?: number | null;
  area?: string | null;
}): ChosenPoint | null {
  return typeof a.latitude === 'number' && typeof a.longitude === 'number'
    ? { latitude: a.latitude, longitude: a.longitude, area: a.area ?? null }
    : null;
}

/** Keeps the address on this device and makes it the chosen location. */
export function addLocalAddress(draft: AddressDraft): void {
  const address: LocalAddress = {
    id: crypto.randomUUID(),
    name: draft.name.trim(),
    phone: draft.phone.trim(),
    house: draft.house.trim(),
    address: draft.address.trim(),
    area: blankToNull(draft.area),
    landmark: blankToNull(draft.landmark),
    deliveryNotes: blankToNull(draft.deliveryNotes),
    latitude: draft.latitude,
    longitude: draft.longitude,
  };
  updateLocationState((s) => ({
    selected: addressLabel(address),
    point: pointOf(address),
    addresses: [address, ...s.addresses].slice(0, MAX_LOCAL_ADDRESSES),
  }));
}
