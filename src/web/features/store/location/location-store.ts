import { createPersistedStore, useStore } from '#web/lib/persisted-store.ts';
import {
  type AddressDraft,
  EMPTY_LOCATION,
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

export const locationActions = {
  choose: (label: string) => locationStore.set((s) => ({ ...s, selected: label })),
  addAddress(draft: AddressDraft) {
    const address = {
      id: crypto.randomUUID(),
      name: draft.name.trim(),
      phone: draft.phone.trim(),
      address: draft.address.trim(),
    };
    locationStore.set((s) => ({
      selected: `${address.name} - ${address.address}`,
      addresses: [address, ...s.addresses].slice(0, MAX_LOCAL_ADDRESSES),
    }));
  },
  removeAddress: (id: string) =>
    locationStore.set((s) => ({ ...s, addresses: s.addresses.filter((a) => a.id !== id) })),
};

export const useLocationState = () => useStore(locationStore);
