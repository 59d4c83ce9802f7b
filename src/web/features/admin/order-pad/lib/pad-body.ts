// The order the pad sends (StaffOrderBody) from what staff typed: the channel and its kind, the
// lines that can be ordered, the customer (a counter customer's phone is only for a code), a
// delivery's address (a saved one, or a new one with the point typed), how it is paid, and a code
// or a manager's discount by hand. The server checks all of it again (staffOrderBodySchema).
import type { StaffOrderBody } from '#shared/api/order-pad.ts';
import type { CounterKind, StaffChannel } from '#shared/order-book/channels.ts';
import type { PaymentDraft } from '../components/pad-payment.tsx';
import type { PhoneCustomerDraft } from '../components/phone-customer.tsx';
import { orderLinesOf, type PricedLine } from './pad-lines.ts';
import { typedRupees } from './typed-rupees.ts';

/** What staff have typed on the pad for one order. */
export type PadDraft = {
  channel: StaffChannel;
  counterKind: CounterKind;
  /** A counter customer's phone, for a code. */
  counterPhone: string;
  customer: PhoneCustomerDraft;
  payment: PaymentDraft;
  code: string;
  manual: { amount: string; reason: string };
};

type SavedAddress = NonNullable<PhoneCustomerDraft['found']>['addresses'][number];

/** The phone customer's saved address chosen, if one is. */
export const savedAddressOf = (customer: PhoneCustomerDraft): SavedAddress | undefined =>
  customer.found?.addresses.find((a) => a.id === customer.addressId);

/** The new address's point as typed; either part null while it is not a number. */
const typedPointOf = (customer: PhoneCustomerDraft) => ({
  lat: typedRupees(customer.address.latitude),
  lng: typedRupees(customer.address.longitude),
});

/** Where a delivery goes: the new address's typed point or the saved address's, null without one. */
export function deliveryPointOf(
  customer: PhoneCustomerDraft,
): { latitude: number; longitude: number } | null {
  const saved = savedAddressOf(customer);
  const typedPoint = typedPointOf(customer);
  return customer.addressId === 'new'
    ? typedPoint.lat !== null && typedPoint.lng !== null
      ? { latitude: typedPoint.lat, longitude: typedPoint.lng }
      : null
    : saved && saved.latitude !== null && saved.longitude !== null
      ? { latitude: saved.latitude, longitude: saved.longitude }
      : null;
}

export type BodyInput = {
  draft: PadDraft;
  /** The order's idempotency key. */
  key: string;
  /** The lines that can be ordered (no problem). */
  ordered: readonly PricedLine[];
  /** The discount by hand in rupees: 0 for staff who cannot give one. */
  manualRupees: number;
};

/** The order's body, without the token and the expected total each try adds. */
export function staffOrderBodyOf({ draft, key, ordered, manualRupees }: BodyInput): StaffOrderBody {
  const { channel, counterKind, counterPhone, customer, payment, code, manual } = draft;
  const isCounter = channel === 'counter';
  const isDelivery = !isCounter && customer.orderType === 'delivery';
  const saved = savedAddressOf(customer);
  const typedPoint = typedPointOf(customer);
  const phone = isCounter ? counterPhone.trim() : customer.phone.trim();
  const name = isCounter ? '' : customer.name.trim();
  const address =
    isDelivery && customer.addressId === 'new'
      ? {
          name: name || 'Customer',
          phone,
          house: customer.address.house,
          address: customer.address.address,
          area: customer.address.area || null,
          latitude: typedPoint.lat ?? Number.NaN,
          longitude: typedPoint.lng ?? Number.NaN,
        }
      : isDelivery && saved
        ? {
            name: saved.name || name || 'Customer',
            phone: saved.phone || phone,
            house: saved.house || saved.address,
            address: saved.address,
            area: saved.area,
            landmark: saved.landmark,
            deliveryNotes: saved.deliveryNotes,
            latitude: saved.latitude ?? Number.NaN,
            longitude: saved.longitude ?? Number.NaN,
          }
        : undefined;
  const tendered = typedRupees(payment.tendered);
  return {
    idempotencyKey: key,
    channel,
    lines: orderLinesOf(ordered),
    ...(isCounter ? { counterKind } : { orderType: customer.orderType }),
    ...(phone ? { customer: { phone, ...(name ? { name } : {}) } } : {}),
    ...(address ? { address } : {}),
    ...(isDelivery && saved ? { savedAddressId: saved.id } : {}),
    payment: {
      method: payment.method,
      paidNow: isCounter,
      ...(isCounter && payment.method === 'cod' && tendered !== null ? { tendered } : {}),
    },
    ...(code.trim() ? { discountCode: code.trim() } : {}),
    ...(manualRupees > 0 ? { manualDiscount: { amount: manualRupees, reason: manual.reason } } : {}),
  };
}
