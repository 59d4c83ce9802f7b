// Checkout (docs/product.md#d2-checkout-places-a-real-order): where to, how to pay, what is in the order, and
// the total the server will charge. The server prices the order again; this page only shows what to expect.
import MapPin from 'lucide-react/icons/map-pin';
import Store from 'lucide-react/icons/store';
import { useRef, useState } from 'react';
import type { Address, CustomerProfile } from '#shared/api/customer.ts';
import type { CheckDiscountResponse } from '#shared/api/discounts.ts';
import type { Order } from '#shared/api/orders.ts';
import { payPagePath } from '#shared/app-paths.ts';
import { type BillingSettings, taxTermsOf } from '#shared/billing/billing-settings.ts';
import { orderTax } from '#shared/billing/tax.ts';
import type { DeliveryArea } from '#shared/delivery-area/delivery-area-schema.ts';
import { MESSAGES } from '#shared/errors.ts';
import { formatRupees, toPaise } from '#shared/money.ts';
import { NOTIFICATION_TEXTS } from '#shared/notifications.ts';
import { ORDER_TYPE_LABELS, ORDER_TYPES, type OrderType, type PaymentMethod } from '#shared/orders.ts';
import { deliveryPromiseText } from '#shared/shop-hours/availability-text.ts';
import { OrderTotals } from '#web/components/order-totals.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { LineChoices } from '#web/features/store/cart/components/line-choices.tsx';
import { deliveryTerms } from '#web/features/store/delivery/lib/delivery-terms.ts';
import {
  type AddressFieldErrors,
  AddressFields,
} from '#web/features/store/location/components/address-fields.tsx';
import { pointText } from '#web/features/store/location/components/address-form.tsx';
import type { AddressDraft } from '#web/features/store/location/lib/address-draft.ts';
import { checkoutDraft, savedAddressIdFor } from '#web/features/store/location/lib/checkout-draft.ts';
import type { LocationState } from '#web/features/store/location/lib/location-state.ts';
import { useSettings } from '#web/features/store/settings/api/get-settings.ts';
import type { ShopStatus } from '#web/features/store/settings/lib/shop-status-text.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useOnline } from '#web/lib/use-online.ts';
import { useFirstOrderOffer } from '../api/first-order-offer.ts';
import { placeOrder } from '../api/place-order.ts';
import { checkoutAddress } from '../lib/checkout-address.ts';
import { paymentChoices, paymentToSend } from '../lib/payment-choices.ts';
import { DiscountCodeField } from './discount-code-field.tsx';

export type CheckoutLine = {
  /** The cart line's key: the same item with other choices is another line. */
  key: string;
  itemId: string;
  name: string;
  price: number;
  quantity: number;
  unit: string;
  options: readonly { id: string; name: string }[];
  note: string | null;
  /** Why the line cannot be ordered now (out of stock, off the menu): shown, never ordered. */
  problem?: string;
};

type Props = {
  open: boolean;
  onClose: () => void;
  lines: CheckoutLine[];
  orderType: OrderType;
  onOrderTypeChange: (type: OrderType) => void;
  /** Where the delivery address starts from: the chosen place or saved address, and the customer. */
  location: LocationState;
  savedAddresses: readonly Address[];
  profile: CustomerProfile | null;
  /** What the customer typed over it; kept by the page, so it survives choosing a location. */
  edits: Partial<AddressDraft>;
  onDraftChange: (key: keyof AddressDraft, value: string) => void;
  /** Opens the location chooser, which comes back here once a place is chosen. */
  onChangeLocation: () => void;
  /** The settings' delivery area (fee, minimum, the shop's address for pickup). */
  delivery: DeliveryArea | undefined;
  /** The shop's state on the browser's clock; null until read. */
  status: ShopStatus | null;
  /** The order is placed; what it answers (the page's own work on it) is waited for before paying online. */
  onPlaced: (order: Order) => Promise<unknown> | undefined;
  /** Takes a line that cannot be ordered out of the cart, by its key. */
  onRemoveLine: (key: string) => void;
  /** The server no longer knows the customer's session (signed out elsewhere, expired). */
  onSignInNeeded: () => void;
  /** The signed-in customer, for the first-order offer. */
  customerId?: string;
  /** The shop's tax settings: GST on top of the prices is part of the total the server charges. */
  billing?: BillingSettings;
};

export function CheckoutModal({
  open,
  onClose,
  lines,
  orderType,
  onOrderTypeChange,
  location,
  savedAddresses,
  profile,
  edits,
  onDraftChange,
  onChangeLocation,
  delivery,
  status,
  onPlaced,
  onRemoveLine,
  onSignInNeeded,
  customerId,
  billing,
}: Props) {
  const [chosenPayment, setPayment] = useState<PaymentMethod>('cod');
  // Read here rather than passed by the page: the storefront's first load stays as it was.
  const onlinePayments = useSettings().data?.onlinePayments === true;
  const payment = paymentToSend(chosenPayment, onlinePayments);
  const [discount, setDiscount] = useState<CheckDiscountResponse>();
  const [busy, setBusy] = useState(false);
  // An order needs the server: offline the button waits, and says why, until the network is back.
  const online = useOnline();
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<AddressFieldErrors>({});
  const offer = useFirstOrderOffer(customerId).data?.offer;
  // One key per checkout: a retry after a lost answer cannot place the order twice.
  const key = useRef(crypto.randomUUID());
  // The cart follows the menu live: a line that went out of stock meanwhile is shown, not ordered.
  const ordered = lines.filter((l) => !l.problem);
  const leftOut = lines.filter((l) => l.problem);
  const subtotal = ordered.reduce((sum, l) => sum + toPaise(l.price) * l.quantity, 0);
  // The server checks the choices against the menu and prices them; the note goes as typed.
  const orderLines = ordered.map((l) => ({
    menuItemId: l.itemId,
    quantity: l.quantity,
    ...(l.options.length > 0 ? { options: l.options.map((o) => o.id) } : {}),
    ...(l.note ? { note: l.note } : {}),
  }));
  // A code checked against other lines may give another discount: check it again.
  const applied = discount && toPaise(discount.subtotal) === subtotal ? discount : undefined;
  const discountPaise = applied ? toPaise(applied.discount) : 0;
  const draft = { ...checkoutDraft(location, savedAddresses, profile), ...edits };
  const savedAddressId = savedAddressIdFor(location, savedAddresses);
  const isDelivery = orderType === 'delivery';
  const point =
    draft.latitude !== null && draft.longitude !== null
      ? { latitude: draft.latitude, longitude: draft.longitude }
      : null;
  const terms = isDelivery && delivery ? deliveryTerms(delivery, point, subtotal) : undefined;
  const feePaise = !isDelivery
    ? null
    : terms && terms.kind !== 'outside'
      ? (terms.feePaise ?? undefined)
      : undefined;
  // What stops the order before it is sent; the server decides again and its answer shows as it comes.
  const closed = status?.refusal ?? null;
  const outside = terms?.kind === 'outside' ? terms.message : null;
  const short = terms && terms.kind !== 'outside' ? terms.minimumProblem : null;
  const promise = status?.state === 'open' ? status.promiseMinutes : null;
  const taxTerms = billing ? taxTermsOf(billing) : undefined;
  const pricesIncludeGst = taxTerms?.regime === 'regular' && taxTerms.pricesIncludeTax;
  const charged = taxTerms
    ? orderTax({ subtotalPaise: subtotal, discountPaise, deliveryFeePaise: feePaise ?? 0 }, taxTerms)
        .totalPaise
    : subtotal - discountPaise + (feePaise ?? 0);

  function editDraft(key: keyof AddressDraft, value: string) {
    setFieldErrors((errors) => ({ ...errors, [key]: undefined }));
    onDraftChange(key, value);
  }

  async function submit() {
    setError(undefined);
    let address: ReturnType<typeof checkoutAddress> | undefined;
    if (isDelivery) {
      address = checkoutAddress(draft);
      if (!address.ok) {
        setFieldErrors(address.errors);
        return;
      }
    }
    setFieldErrors({});
    setBusy(true);
    try {
      const order = await placeOrder({
        idempotencyKey: key.current,
        lines: orderLines,
        orderType,
        ...(address?.ok ? { address: address.address } : {}),
        // A saved address is delivered to at its saved point; the server refuses one that moved.
        ...(address?.ok && savedAddressId ? { savedAddressId } : {}),
        paymentMethod: payment,
        ...(applied ? { discountCode: applied.code } : {}),
      });
      key.current = crypto.randomUUID();
      setDiscount(undefined);
      const settled = onPlaced(order);
      // Paid on the pay page, reached by a full page load, never a client-side move: only that
      // page's CSP lets the gateway's script in (docs/decisions/022-online-payments.md).
      if (order.status === 'awaiting_payment')
        void Promise.resolve(settled).then(() => window.location.assign(payPagePath(order.id)));
    } catch (failure) {
      // Not a dead end: the customer signs in again and comes back here with the same cart.
      if (failure instanceof ApiRequestError && failure.status === 401) return onSignInNeeded();
      console.error('Placing the order failed', failure);
      // A reason the customer can act on (an expired code, a paused shop) follows the failure alert
      // (docs/product.md#cart-and-checkout).
      const reason =
        failure instanceof ApiRequestError && failure.status >= 400 && failure.status < 500
          ? failure.message
          : undefined;
      if (failure instanceof ApiRequestError && failure.fields?.discountCode) setDiscount(undefined);
      if (failure instanceof ApiRequestError && failure.fields)
        setFieldErrors(addressFieldErrors(failure.fields));
      setError(reason ? `${MESSAGES.orderFailed} ${reason}` : MESSAGES.orderFailed);
    } finally {
      setBusy(false);
    }
  }

  const footer = (
    <div className="space-y-2">
      <button
        type="button"
        disabled={
          busy || ordered.length === 0 || closed !== null || outside !== null || short !== null || !online
        }
        aria-describedby={online ? undefined : 'checkout-offline'}
        onClick={submit}
        className="h-11 w-full rounded-xl bg-brand-700 font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
      >
        {busy
          ? 'Processing...'
          : `${payment === 'online' ? 'Place Order and Pay' : 'Place Order'} · ${formatRupees(charged)}`}
      </button>
      {!online && (
        <p id="checkout-offline" className="text-center text-sm font-semibold text-amber-950">
          {NOTIFICATION_TEXTS.checkoutOffline}
        </p>
      )}
    </div>
  );
  const where = pointText(draft);

  return (
    <Modal open={open} onClose={onClose} title="Checkout" footer={footer}>
      <div className="space-y-5">
        {closed && (
          <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm font-semibold text-amber-950">
            {closed}
          </p>
        )}
        <fieldset>
          <legend className="mb-2 font-semibold">How do you want it?</legend>
          <div className="grid grid-cols-2 gap-2">
            {ORDER_TYPES.map((type) => (
              <label
                key={type}
                className="flex items-center justify-center gap-2 rounded-xl border border-stone-200 p-3 font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
              >
                <input
                  type="radio"
                  name="order-type"
                  value={type}
                  checked={orderType === type}
                  onChange={() => onOrderTypeChange(type)}
                  className="accent-brand-700"
                />
                {ORDER_TYPE_LABELS[type]}
              </label>
            ))}
          </div>
        </fieldset>
        {isDelivery ? (
          <section aria-labelledby="deliver-to" className="space-y-3">
            <h3 id="deliver-to" className="font-semibold">
              Deliver to
            </h3>
            <div className="flex items-start gap-3 rounded-xl border border-stone-200 p-3">
              <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <p className="min-w-0 flex-1 text-sm">
                <span className="block text-stone-600">Location</span>
                <span className="block font-semibold">{where ?? 'Not chosen yet'}</span>
                {promise !== null && !outside && where && (
                  <span className="block text-green-800">{deliveryPromiseText(promise)}</span>
                )}
              </p>
              <button
                type="button"
                onClick={onChangeLocation}
                aria-label={where ? 'Change location' : 'Choose location'}
                className="text-sm font-semibold text-brand-800 underline"
              >
                {where ? 'Change' : 'Choose'}
              </button>
            </div>
            {(fieldErrors.latitude ?? fieldErrors.longitude) && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {fieldErrors.latitude ?? fieldErrors.longitude}
              </p>
            )}
            {outside && (
              <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">
                {outside}
              </p>
            )}
            <AddressFields draft={draft} onChange={editDraft} errors={fieldErrors} />
          </section>
        ) : (
          <section aria-labelledby="pickup-from" className="rounded-xl border border-stone-200 p-3">
            <h3 id="pickup-from" className="mb-1 flex items-center gap-2 font-semibold">
              <Store aria-hidden="true" className="h-5 w-5 text-brand-700" />
              Pick up from the shop
            </h3>
            <p className="text-sm">{delivery?.shop.address}</p>
            {promise !== null && (
              <p className="mt-1 text-sm font-semibold text-green-800">
                Ready for pickup in {promise} minutes
              </p>
            )}
          </section>
        )}
        <fieldset>
          <legend className="mb-2 font-semibold">Payment</legend>
          <div className="grid gap-2">
            {paymentChoices(onlinePayments, orderType).map(({ method, label, hint }) => (
              <label
                key={method}
                className="flex items-center gap-3 rounded-xl border border-stone-200 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="payment"
                  value={method}
                  checked={payment === method}
                  onChange={() => setPayment(method)}
                  className="accent-brand-700"
                />
                {/* The hint beside the name, or under it when both do not fit (a phone, the online choice). */}
                <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium">{label}</span>
                  <span className="text-xs text-stone-600">{hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <section aria-labelledby="order-summary">
          <h3 id="order-summary" className="mb-2 font-semibold">
            Your order
          </h3>
          <ul className="divide-y divide-stone-100 text-sm">
            {ordered.map((l) => (
              <li key={l.key} className="flex justify-between gap-3 py-2">
                <span className="min-w-0">
                  {l.quantity} × {l.name}
                  <LineChoices line={l} />
                </span>
                <span className="tabular-nums">{formatRupees(toPaise(l.price) * l.quantity)}</span>
              </li>
            ))}
            {leftOut.map((l) => (
              <li key={l.key} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block text-stone-600 line-through">
                    {l.quantity} × {l.name}
                  </span>
                  <LineChoices line={l} />
                  <span className="block font-semibold text-red-700">{l.problem}: not in this order</span>
                </span>
                <button
                  type="button"
                  onClick={() => onRemoveLine(l.key)}
                  aria-label={`Remove ${l.name} from cart`}
                  className="shrink-0 rounded-lg border border-stone-300 px-2 py-1 font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <OrderTotals
            subtotalPaise={subtotal}
            deliveryFeePaise={feePaise}
            deliveryUnknown={outside ? 'Not available here' : undefined}
            discountPaise={discountPaise}
            discountCode={applied?.code}
            taxTerms={taxTerms}
            className="mt-2 border-t border-stone-200 pt-2"
          />
          {pricesIncludeGst && <p className="mt-1 text-xs text-stone-600">Prices include GST</p>}
        </section>
        <DiscountCodeField
          lines={orderLines}
          applied={applied}
          onApplied={setDiscount}
          onSignInNeeded={onSignInNeeded}
          offer={offer}
        />
        {terms?.kind === 'deliverable' && terms.freeHint && (
          <p className="text-sm text-green-800">{terms.freeHint}</p>
        )}
        {short && (
          <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm font-semibold text-amber-950">
            {short}
          </p>
        )}
        <FormAlert message={error} />
      </div>
    </Modal>
  );
}

/** The server's field messages that belong to the address form ('address.house' and the like). */
function addressFieldErrors(fields: Record<string, string>): AddressFieldErrors {
  const errors: AddressFieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const [head, key] = path.split('.');
    if (head === 'address' && key) errors[key as keyof AddressDraft] = message;
  }
  return errors;
}
