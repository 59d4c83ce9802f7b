// The delivery address checkout sends, checked with the schema the server checks it with, so the
// customer reads the server's own words next to the field to fix before anything is sent.
import { ADDRESS_MESSAGES, type OrderAddress, orderAddressSchema } from '#shared/api/orders.ts';
import {
  type AddressDraft,
  type AddressFieldErrors,
  addressBodyOf,
} from '#web/features/store/shared/lib/address-draft.ts';

export type AddressCheck = { ok: true; address: OrderAddress } | { ok: false; errors: AddressFieldErrors };

export function checkoutAddress(draft: AddressDraft): AddressCheck {
  const body = addressBodyOf(draft);
  const result = orderAddressSchema.safeParse({
    ...body,
    latitude: body.latitude ?? undefined,
    longitude: body.longitude ?? undefined,
  });
  if (result.success) return { ok: true, address: result.data };
  const errors: AddressFieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof AddressDraft;
    // Both coordinates missing is one thing to fix: choose a location.
    const message = key === 'latitude' || key === 'longitude' ? ADDRESS_MESSAGES.location : issue.message;
    errors[key] ??= message;
  }
  return { ok: false, errors };
}

/** The server's field messages that belong to the address form ('address.house' and the like). */
export function addressFieldErrors(fields: Record<string, string>): AddressFieldErrors {
  const errors: AddressFieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const [head, key] = path.split('.');
    if (head === 'address' && key) errors[key as keyof AddressDraft] = message;
  }
  return errors;
}
