// The chosen location and the guest's addresses on this device. In the storefront's first load:
// the writes only dialogs make are in lib/local-addresses.ts, loaded with them.
import { createPersistedStore } from '#web/lib/persisted-store.ts';
import { useStore } from '#web/lib/use-store.ts';
import {
  type ChosenPoint,
  EMPTY_LOCATION,
  type LocationState,
  parseLocationState,
} from './lib/location-state.ts';

const LOCATION_STORAGE_KEY = 'chai-express.location.v1';

const locationStore = createPersistedStore<LocationState>(
  LOCATION_STORAGE_KEY,
  EMPTY_LOCATION,
  parseLocationState,
);

export const locationActions = {
  /** A place (preset or current location) or a saved address, with its point when known. */
  choose: (label: string, point: ChosenPoint | null) =>
    locationStore.set((s) => ({ ...s, selected: label, point })),
  removeAddress: (id: string) =>
    locationStore.set((s) => ({ ...s, addresses: s.addresses.filter((a) => a.id !== id) })),
};

export const useLocationState = () => useStore(locationStore);
export const readLocationState = () => locationStore.get();
export const updateLocationState = (update: (previous: LocationState) => LocationState) =>
  locationStore.set(update);
