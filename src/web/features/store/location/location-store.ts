import { createPersistedStore, useStore } from '#web/lib/persisted-store.ts';
import {
  type AddressDraft,
  addressLabel,
  type ChosenPoint,
  EMPTY_LOCATION,
  type LocalAddress,
  type LocationState,
  MAX_LOCAL_ADDRESSES,
  parseLocationState,
} from './lib/location-state.ts';

const LOCATION_STORAGE_KEY = 'chai-express.location.v1';

const locationStore = createPersistedStore<LocationState>(
  LOCATION_STORAGE_KEY,
  EMPTY_LOCATION,
  parseLocationState,
);

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

export const locationActions = {
  /** A place (preset or current location) or a saved address, with its point when known. */
  choose: (label: string, point: ChosenPoint | null) =>
    locationStore.set((s) => ({ ...s, selected: label, point })),
  addAddress(draft: AddressDraft) {
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
    locationStore.set((s) => ({
      selected: addressLabel(address),
      point: pointOf(address),
      addresses: [address, ...s.addresses].slice(0, MAX_LOCAL_ADDRESSES),
    }));
  },
  removeAddress: (id: string) =>
    locationStore.set((s) => ({ ...s, addresses: s.addresses.filter((a) => a.id !== id) })),
};

export const useLocationState = () => useStore(locationStore);
export const readLocationState = () => locationStore.get();
