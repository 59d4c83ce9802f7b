// The address as the forms edit it: every part as text, and the point the location gave. Only the
// lazily loaded dialogs use this, so it is kept apart from location-state.ts (first load).
import type { AddressBody } from '#shared/api/customer.ts';
import { MESSAGES } from '#shared/errors.ts';

/** What the address forms edit: every field as text, and the point the location gave. */
export type AddressDraft = {
  name: string;
  phone: string;
  house: string;
  /** Building and street. */
  address: string;
  area: string;
  landmark: string;
  deliveryNotes: string;
  latitude: number | null;
  longitude: number | null;
};

/** A message per field, from the form's own check or the server's answer. */
export type AddressFieldErrors = Partial<Record<keyof AddressDraft, string>>;

export const EMPTY_DRAFT: AddressDraft = {
  name: '',
  phone: '',
  house: '',
  address: '',
  area: '',
  landmark: '',
  deliveryNotes: '',
  latitude: null,
  longitude: null,
};

/** A saved or kept address as the forms edit it (null fields become empty text). */
export function draftOf(
  a: Partial<Record<keyof AddressDraft, string | number | null | undefined>>,
): AddressDraft {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const number = (v: unknown) => (typeof v === 'number' ? v : null);
  return {
    name: text(a.name),
    phone: text(a.phone),
    house: text(a.house),
    address: text(a.address),
    area: text(a.area),
    landmark: text(a.landmark),
    deliveryNotes: text(a.deliveryNotes),
    latitude: number(a.latitude),
    longitude: number(a.longitude),
  };
}

/**
 * Name, phone, house or flat and building and street are required, else 'Please fill all fields';
 * then the point, which the server requires too (docs/product.md#addresses-and-location).
 */
export function validateAddressDraft(
  draft: Pick<AddressDraft, 'name' | 'phone' | 'house' | 'address' | 'latitude' | 'longitude'>,
): string | undefined {
  if ([draft.name, draft.phone, draft.house, draft.address].some((v) => v.trim() === ''))
    return 'Please fill all fields';
  if (draft.latitude === null || draft.longitude === null) return MESSAGES.addressPointRequired;
  return undefined;
}

/**
 * The address as the server takes it: text as typed, the optional parts left blank as null. The
 * point may still be missing here (the forms check it before sending: validateAddressDraft).
 */
export type AddressDraftBody = Omit<AddressBody, 'latitude' | 'longitude'> & {
  latitude: number | null;
  longitude: number | null;
};

export function addressBodyOf(draft: AddressDraft): AddressDraftBody {
  const optional = (value: string) => value.trim() || null;
  return {
    name: draft.name,
    phone: draft.phone,
    house: draft.house,
    address: draft.address,
    area: optional(draft.area),
    landmark: optional(draft.landmark),
    deliveryNotes: optional(draft.deliveryNotes),
    latitude: draft.latitude,
    longitude: draft.longitude,
  };
}

/** Where the address is on the map, in words: the area, else the coordinates. */
export function pointText(draft: Pick<AddressDraft, 'area' | 'latitude' | 'longitude'>): string | null {
  if (draft.latitude === null || draft.longitude === null) return null;
  return draft.area.trim() || `${draft.latitude.toFixed(4)}, ${draft.longitude.toFixed(4)}`;
}
