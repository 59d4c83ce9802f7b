// The chosen delivery location and the addresses a guest added on this device. Signed-in
// customers' saved addresses come from the server (customer-accounts issue). This file is in the
// storefront's first load: plain checks, no zod.

/** A point on the map with the area it is in, as the checkout's address needs it. */
export type ChosenPoint = { latitude: number; longitude: number; area: string | null };

export type LocalAddress = {
  id: string;
  name: string;
  phone: string;
  /** House or flat; addresses kept before it was asked apart have none. */
  house?: string;
  /** Building and street. */
  address: string;
  area?: string | null;
  landmark?: string | null;
  deliveryNotes?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

export type LocationState = {
  /** What the header shows; null: the settings' default text, which is never an address. */
  selected: string | null;
  /** Where the selection is on the map, when known (a preset, the current location, an address with a point). */
  point: ChosenPoint | null;
  addresses: LocalAddress[];
};

export const EMPTY_LOCATION: LocationState = { selected: null, point: null, addresses: [] };
export const MAX_LOCAL_ADDRESSES = 10;

const isText = (v: unknown) => typeof v === 'string';
const isOptionalText = (v: unknown) => v === undefined || v === null || typeof v === 'string';
const isCoordinate = (v: unknown, limit: number) =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;
const isOptionalCoordinate = (v: unknown, limit: number) =>
  v === undefined || v === null || isCoordinate(v, limit);

const isAddress = (a: unknown): a is LocalAddress => {
  if (typeof a !== 'object' || a === null) return false;
  const r = a as Record<string, unknown>;
  return (
    ['id', 'name', 'phone', 'address'].every((k) => isText(r[k])) &&
    ['house', 'area', 'landmark', 'deliveryNotes'].every((k) => isOptionalText(r[k])) &&
    isOptionalCoordinate(r.latitude, 90) &&
    isOptionalCoordinate(r.longitude, 180)
  );
};

function parsePoint(raw: unknown): ChosenPoint | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { latitude, longitude, area } = raw as Record<string, unknown>;
  if (!isCoordinate(latitude, 90) || !isCoordinate(longitude, 180)) return null;
  return {
    latitude: latitude as number,
    longitude: longitude as number,
    area: typeof area === 'string' ? area.slice(0, 120) : null,
  };
}

export function parseLocationState(raw: unknown): LocationState | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { selected, point, addresses } = raw as Record<string, unknown>;
  const label = typeof selected === 'string' && selected.trim() !== '' ? selected.slice(0, 300) : null;
  return {
    selected: label,
    point: label === null ? null : parsePoint(point),
    addresses: Array.isArray(addresses) ? addresses.filter(isAddress).slice(0, MAX_LOCAL_ADDRESSES) : [],
  };
}

type Labelled = { name: string; house?: string | null; address: string };
const placeOf = (a: Labelled) => `${a.house?.trim() ? `${a.house.trim()}, ` : ''}${a.address}`;

/**
 * How an address is named in the header and the lists: 'Flat 4, Sai Residency, Porwal Road ·
 * Asha'. The place first: the header shows the start of it, which must say where, not to whom.
 */
export function addressLabel(a: Labelled): string {
  return `${placeOf(a)} · ${a.name}`;
}

/** Whether `label` names `a`: as labels are now, or as a browser may still hold one ('Asha - Flat 4, ...'). */
export const namesAddress = (a: Labelled, label: string | null) =>
  label === addressLabel(a) || label === `${a.name} - ${placeOf(a)}`;
