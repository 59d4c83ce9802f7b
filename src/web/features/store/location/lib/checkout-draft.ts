// Where checkout starts the delivery address from: the saved address the customer chose (on the
// server, or kept on this device before signing in), else their own name and mobile with the
// chosen place's area and point. The customer's edits go on top (see store-route).
import type { Address, CustomerProfile } from '#shared/api/customer.ts';
import { type AddressDraft, draftOf, EMPTY_DRAFT } from './address-draft.ts';
import { addressLabel, type LocationState } from './location-state.ts';

export function checkoutDraft(
  location: LocationState,
  saved: readonly Address[],
  profile: CustomerProfile | null,
): AddressDraft {
  const label = location.selected;
  const chosen =
    label === null
      ? undefined
      : (saved.find((a) => addressLabel(a) === label) ??
        location.addresses.find((a) => addressLabel(a) === label));
  const point = {
    latitude: location.point?.latitude ?? null,
    longitude: location.point?.longitude ?? null,
  };
  if (chosen) {
    const draft = draftOf(chosen);
    return draft.latitude === null
      ? { ...draft, ...point, area: draft.area || (location.point?.area ?? '') }
      : draft;
  }
  return {
    ...EMPTY_DRAFT,
    name: profile?.fullName || profile?.displayName || '',
    phone: profile?.phoneNumber ?? '',
    area: location.point?.area ?? '',
    ...point,
  };
}
