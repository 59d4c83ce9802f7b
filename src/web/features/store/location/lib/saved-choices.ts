// The saved addresses the location chooser lists: the server's for a signed-in customer, this
// device's for a guest, each with the words and the point it is chosen by.
import type { Address } from '#shared/api/customer.ts';
import {
  addressLabel,
  type ChosenPoint,
  type LocalAddress,
} from '#web/features/store/shared/lib/location-state.ts';
import { pointOf } from './local-addresses.ts';

export type SavedChoice = {
  id: string;
  label: string;
  /** Its name (Home, Work), the phone, and whether it is the default (server addresses only). */
  detail: string;
  /** The server's record: only those can be edited or made the default. */
  record: Address | undefined;
  point: ChosenPoint | null;
};

export function savedChoices(
  signedIn: boolean,
  onServer: readonly Address[],
  onDevice: readonly LocalAddress[],
): SavedChoice[] {
  const choice = (a: Address | LocalAddress, record: Address | undefined): SavedChoice => ({
    id: a.id,
    label: addressLabel(a),
    // 'Home · +91… · Default': the name the customer gave it first, when they gave one.
    detail: [record?.label, a.phone, record?.isDefault ? 'Default' : null].filter(Boolean).join(' · '),
    record,
    point: pointOf(a),
  });
  return signedIn ? onServer.map((a) => choice(a, a)) : onDevice.map((a) => choice(a, undefined));
}
