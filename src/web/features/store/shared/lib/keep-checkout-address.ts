// A signed-in customer's delivery address typed at checkout is saved once the order is placed,
// under the name they gave it (Home, Work...), and becomes the chosen one: the next checkout
// starts from it, as in every delivery app (issue 44, Medium 3). The server recognises the same
// address saved again and keeps one copy (customers.repo.ts).
import type { AddressBody } from '#shared/api/customer.ts';
import type { Order } from '#shared/api/orders.ts';
import { addressLabel, type ChosenPoint } from './location-state.ts';

/** The names checkout offers for an address it saves. */
export const ADDRESS_NAMES = ['Home', 'Work', 'Other'] as const;
export type AddressName = (typeof ADDRESS_NAMES)[number];

/** The choice that shows a saved label: Home and Work as themselves, anything else as 'Other'. */
export function addressNameOf(label: string | null | undefined): AddressName {
  return label === 'Home' || label === 'Work' ? label : 'Other';
}

/**
 * The label to save for a choice: 'Other' is no name (the address itself says where), unless the
 * address already had a word of its own, which 'Other' keeps.
 */
export function labelOfName(name: AddressName, previous: string | null | undefined): string | null {
  if (name !== 'Other') return name;
  return previous && addressNameOf(previous) === 'Other' ? previous : null;
}

/**
 * What to save of a placed order's address, and how the header then names it; undefined for a
 * pickup or an address without its parts and point (those saved before addresses had them).
 */
export function addressToKeep(
  order: Pick<Order, 'address'>,
  name: AddressName,
): { body: AddressBody; label: string; point: ChosenPoint } | undefined {
  const a = order.address;
  if (!a?.house || a.latitude === null || a.longitude === null) return undefined;
  const body: AddressBody = {
    name: a.name,
    phone: a.phone,
    house: a.house,
    address: a.address,
    area: a.area,
    landmark: a.landmark,
    deliveryNotes: a.deliveryNotes,
    latitude: a.latitude,
    longitude: a.longitude,
    // The last one used is the one a new checkout (on any device) starts from.
    isDefault: true,
    // 'Other' is no name: the address itself says where.
    label: labelOfName(name, null),
  };
  return {
    body,
    label: addressLabel(a),
    point: { latitude: a.latitude, longitude: a.longitude, area: a.area },
  };
}
