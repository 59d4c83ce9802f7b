// The chosen delivery location and the addresses a guest added on this device. Signed-in
// customers' saved addresses come from the server (customer-accounts issue).
export type LocalAddress = { id: string; name: string; phone: string; address: string };
export type LocationState = { selected: string | null; addresses: LocalAddress[] };

export const EMPTY_LOCATION: LocationState = { selected: null, addresses: [] };
export const MAX_LOCAL_ADDRESSES = 10;

const isAddress = (a: unknown): a is LocalAddress =>
  typeof a === 'object' &&
  a !== null &&
  ['id', 'name', 'phone', 'address'].every((k) => typeof (a as Record<string, unknown>)[k] === 'string');

export function parseLocationState(raw: unknown): LocationState | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { selected, addresses } = raw as Record<string, unknown>;
  return {
    selected: typeof selected === 'string' && selected.trim() !== '' ? selected.slice(0, 300) : null,
    addresses: Array.isArray(addresses) ? addresses.filter(isAddress).slice(0, MAX_LOCAL_ADDRESSES) : [],
  };
}

export type AddressDraft = { name: string; phone: string; address: string };

/**
 * Name, phone and address are all required, else 'Please fill all fields'
 * (docs/product.md#addresses-and-location).
 */
export function validateAddressDraft(draft: AddressDraft): string | undefined {
  return [draft.name, draft.phone, draft.address].some((v) => v.trim() === '')
    ? 'Please fill all fields'
    : undefined;
}

export function addressLabel(a: Pick<LocalAddress, 'name' | 'address'>): string {
  return `${a.name} - ${a.address}`;
}
