// Where checkout starts the delivery address from: the saved address the customer chose (on the
// server, or kept on this device before signing in), else their own name and mobile with the
// chosen place's area and point. The customer's edits go on top (see store-route).
import type { Address, CustomerProfile } from '#shared/api/customer.ts';
import { type AddressDraft, draftOf, EMPTY_DRAFT } from './address-draft.ts';
import { type LocalAddress, type LocationState, namesAddress } from './location-state.ts';

/** The saved address the header names, looked up on the server first, then on this device. */
function chosenAddress(
  location: LocationState,
  saved: readonly Address[],
): Address | LocalAddress | undefined {
  const label = location.selected;
  if (label === null) return undefined;
  return saved.find((a) => namesAddress(a, label)) ?? location.addresses.find((a) => namesAddress(a, label));
}

/**
 * The label of the chosen saved address when it has no point of its own (saved before addresses
 * had one). A place chosen for it from checkout only says where it is: the address stays the one
 * delivered to, with its name, phone and text (docs/product.md#d16-an-order-goes-to-a-real-address).
 */
export function addressToLocate(location: LocationState, saved: readonly Address[]): string | null {
  const chosen = chosenAddress(location, saved);
  return chosen && (typeof chosen.latitude !== 'number' || typeof chosen.longitude !== 'number')
    ? location.selected
    : null;
}

/**
 * The id of the saved address checkout delivers to, when it is one of the customer's addresses on
 * the server with a point of its own: the server then delivers to that saved point and refuses a
 * checkout that moved it (docs/product.md#where-the-pin-is). A point is changed by saving the address.
 */
export function savedAddressIdFor(location: LocationState, saved: readonly Address[]): string | undefined {
  const label = location.selected;
  const chosen = label === null ? undefined : saved.find((a) => namesAddress(a, label));
  return chosen && typeof chosen.latitude === 'number' && typeof chosen.longitude === 'number'
    ? chosen.id
    : undefined;
}

export function checkoutDraft(
  location: LocationState,
  saved: readonly Address[],
  profile: CustomerProfile | null,
): AddressDraft {
  const chosen = chosenAddress(location, saved);
  const point = {
    latitude: location.point?.latitude ?? null,
    longitude: location.point?.longitude ?? null,
  };
  if (chosen) {
    const draft = draftOf(chosen);
    // An address without a point takes the location's point, and its area only when it has none.
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
