// Checkout (docs/product.md#d2-checkout-places-a-real-order): where to, how to pay, what is in the order, and
// the total the server will charge. The server prices the order again; this page only shows what to expect.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Address, CustomerProfile } from '#shared/api/customer.ts';
import type { CheckDiscountResponse } from '#shared/api/discounts.ts';
import type { Order } from '#shared/api/orders.ts';
import { payPagePath } from '#shared/app-paths.ts';
import type { BillingSettings } from '#shared/billing/billing-settings.ts';
import type { DeliveryArea } from '#shared/delivery-area/delivery-area-schema.ts';
import { MESSAGES } from '#shared/errors.ts';
import { formatRupees, toPaise } from '#shared/money.ts';
import { NOTIFICATION_TEXTS } from '#shared/notifications.ts';
import type { OrderType, PaymentMethod } from '#shared/orders.ts';
import { LATER_ORDERS_MESSAGES } from '#shared/stock-and-time/later-orders.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useSettings } from '#web/features/store/shared/api/get-settings.ts';
import { AddressNameChoice } from '#web/features/store/shared/components/address-name-choice.tsx';
import { OrderTypeChoice } from '#web/features/store/shared/components/order-type-choice.tsx';
import { TipChoice } from '#web/features/store/shared/components/tip-choice.tsx';
import type { AddressDraft, AddressFieldErrors } from '#web/features/store/shared/lib/address-draft.ts';
import { checkoutDraft, savedAddressIdFor } from '#web/features/store/shared/lib/checkout-draft.ts';
import type { AddressName } from '#web/features/store/shared/lib/keep-checkout-address.ts';
import type { ChosenPoint, LocationState } from '#web/features/store/shared/lib/location-state.ts';
import type { ShopStatus } from '#web/features/store/shared/lib/shop-status-text.ts';
import { locationActions } from '#web/features/store/shared/location-store.ts';
import { LazyMapPicker } from '#web/features/store/shared/map/lazy-map-picker.tsx';
import { usePinPlace } from '#web/features/store/shared/map/pin-place.ts';
import { mapStart, pinVerdict } from '#web/features/store/shared/map/pin-verdict.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useLanguage, useT } from '#web/lib/i18n/language-context.tsx';
import { useOnline } from '#web/lib/use-online.ts';
import { useFirstOrderOffer } from '../api/first-order-offer.ts';
import { useFoundOrder } from '../api/found-order.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { addressFieldErrors, checkoutAddress } from '../lib/checkout-address.ts';
import type { CategoriesOfMenu } from '../lib/checkout-estimate.ts';
import { forgetTyping, keepTyping, readTyping } from '../lib/checkout-typing.ts';
import { type CheckoutLine, checkoutView } from '../lib/checkout-view.ts';
import { type LaterValue, waitsForTime } from '../lib/later-choice.ts';
import { paymentToSend } from '../lib/payment-choices.ts';
import { clearCheckoutInFlight, markCheckoutInFlight, pendingCheckoutKey } from '../lib/pending-checkout.ts';
import { pinCheck } from '../lib/pin-check.ts';
import { DeliverTo, PickupFrom } from './checkout-address-section.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { DiscountCodeField } from './discount-code-field.tsx';
import { PaymentChoice } from './payment-choice.tsx';
import { PinMismatchWarning } from './pin-mismatch-warning.tsx';

// Its own chunk, fetched with the checkout (docs/product.md#whatsapp-updates).
const WhatsappOptIn = lazy(() => import('./whatsapp-opt-in.tsx'));
// Its own chunk too, and asks for slots only where the shop takes orders for later.
const LaterChoice = lazy(() => import('./later-choice.tsx'));
type Props = {
  open: boolean;
  onClose: () => void;
  lines: readonly CheckoutLine[];
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
  /**
   * `keep`: the name the customer gave a delivery address they typed (signed in): the page saves
   * the address under it. Undefined for a pickup, a saved address or a guest.
   */
  onPlaced: (order: Order, keep?: AddressName) => Promise<unknown> | undefined;
  /** Takes a line that cannot be ordered out of the cart, by its key. */
  onRemoveLine: (key: string) => void;
  /** The server no longer knows the customer's session (signed out elsewhere, expired). */
  onSignInNeeded: () => void;
  /** The signed-in customer, for the first-order offer. */
  customerId?: string;
  /** The shop's tax settings: GST on top of the prices is part of the total the server charges. */
  billing?: BillingSettings;
  /**
   * The menu the page holds: the cart's kinds of item, for the checkout's own minutes. Passed
   * rather than read here: one more name the first-load chunk exports costs more than a prop.
   */
  menu?: CategoriesOfMenu;
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
  menu,
}: Props) {
  const t = useT();
  // The order's messages (SMS, push) speak the language the customer ordered in.
  const language = useLanguage();
  const [chosenPayment, setPayment] = useState<PaymentMethod>('cod');
  // The WhatsApp tick, once the saved choice is known (docs/product.md#whatsapp-updates).
  const [whatsappTick, setWhatsappTick] = useState<boolean>();
  // Read here rather than passed by the page: the storefront's first load stays as it was.
  const settings = useSettings().data;
  const onlinePayments = settings?.onlinePayments === true;
  // An order for later today: the chosen slot's start, undefined for as soon as possible, null
  // while 'Later today' waits for a time (the chosen one filled up or passed).
  const [scheduledFor, setScheduledFor] = useState<LaterValue>();
  const laterOffered = settings?.laterOrders?.enabled === true;
  const waitingForTime = laterOffered && waitsForTime(scheduledFor);
  const payment = paymentToSend(chosenPayment, onlinePayments);
  const [discount, setDiscount] = useState<CheckDiscountResponse>();
  /** The tip for the rider in rupees (docs/product.md#tips): a delivery's only. */
  const [tipChoice, setTip] = useState(0);
  const placing = usePlaceOrder();
  // An order needs the server: offline the button waits, and says why, until the network is back.
  const online = useOnline();
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<AddressFieldErrors>({});
  const offer = useFirstOrderOffer(customerId).data?.offer;
  // One key per checkout: a retry after a lost answer, even after a reload, cannot place the
  // order twice (lib/pending-checkout.ts).
  const key = useRef(pendingCheckoutKey(customerId) ?? crypto.randomUUID());
  // A key whose Place Order got no answer (a reload, a lost connection) is looked up: the order may
  // be placed already. Not while this page's own Place Order waits: asked beside it, the server
  // might answer either way, and an order found then would be shown twice when its answer came.
  useFoundOrder(open && !placing.isPending ? pendingCheckoutKey(customerId) : undefined, (order) => {
    clearCheckoutInFlight();
    forgetTyping();
    key.current = crypto.randomUUID();
    onPlaced(order);
  });
  const draft = { ...checkoutDraft(location, savedAddresses, profile), ...edits };
  const savedAddressId = savedAddressIdFor(location, savedAddresses);
  const [addressName, setAddressName] = useState<AddressName>('Home');
  const view = checkoutView({ lines, orderType, draft, discount, delivery, status, billing, menu });
  const tip = view.isDelivery ? tipChoice : 0;
  const [mapOpen, setMapOpen] = useState(false);
  // The pin's place, compared with the typed area before the order (docs/product.md#where-the-pin-is).
  const point =
    view.isDelivery && draft.latitude !== null && draft.longitude !== null
      ? { latitude: draft.latitude, longitude: draft.longitude }
      : null;
  const pinPlace = usePinPlace(open ? point : null).data;
  const pinMismatch = view.isDelivery ? pinCheck(pinPlace, draft) : null;
  // The mismatch the customer answered 'Deliver to the pin' for; another area or point asks again.
  const [pinAccepted, setPinAccepted] = useState<string>();
  const pinUnanswered = pinMismatch !== null && pinMismatch.key !== pinAccepted;
  // While the automatic switch takes pickup orders only, Pickup is chosen and Delivery waits
  // (docs/product.md#protecting-the-promise).
  const pickupOnly = view.deliveryOff !== null;
  useEffect(() => {
    if (open && pickupOnly && orderType === 'delivery') onOrderTypeChange('pickup');
  }, [open, pickupOnly, orderType, onOrderTypeChange]);

  // A reload brings back what was typed over the same location (lib/checkout-typing.ts). Once, as
  // checkout opens: the page's own typing, when it has any, is the newer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only as checkout opens
  useEffect(() => {
    for (const [field, value] of Object.entries(readTyping(location.selected)))
      if (edits[field as keyof AddressDraft] === undefined) onDraftChange(field as keyof AddressDraft, value);
  }, []);

  function editDraft(key: keyof AddressDraft, value: string) {
    setFieldErrors((errors) => ({ ...errors, [key]: undefined }));
    keepTyping(location.selected, key, value);
    onDraftChange(key, value);
  }

  /**
   * The pin moved on the map: it becomes the location, and what checkout showed stays typed (a
   * saved address's name, phone and text, an area the customer wrote), so only the point changes.
   */
  function movePin(moved: ChosenPoint) {
    for (const key of ['name', 'phone', 'house', 'address', 'area', 'landmark', 'deliveryNotes'] as const) {
      // An area that only named the old point gives way to the new point's.
      if (key === 'area' && draft.area === (location.point?.area ?? '')) continue;
      if (edits[key] === undefined && draft[key] !== '') onDraftChange(key, draft[key]);
    }
    locationActions.choose(moved.area ?? 'Pinned location', moved);
    setMapOpen(false);
  }

  async function submit() {
    setError(undefined);
    const address = view.isDelivery ? checkoutAddress(draft) : undefined;
    if (address && !address.ok) return setFieldErrors(address.errors);
    setFieldErrors({});
    if (pinUnanswered)
      return setError(t('Check where the pin is: move it, correct the area, or choose Deliver to the pin.'));
    if (waitingForTime) return setError(t(LATER_ORDERS_MESSAGES.slotGone));
    markCheckoutInFlight(customerId, key.current);
    try {
      const order = await placing.mutateAsync({
        idempotencyKey: key.current,
        lines: view.orderLines,
        orderType,
        ...(address?.ok ? { address: address.address } : {}),
        // A saved address is delivered to at its saved point; the server refuses one that moved.
        ...(address?.ok && savedAddressId ? { savedAddressId } : {}),
        paymentMethod: payment,
        ...(view.applied ? { discountCode: view.applied.code } : {}),
        ...(tip > 0 ? { tip } : {}),
        ...(laterOffered && scheduledFor ? { scheduledFor } : {}),
        language,
        ...(whatsappTick !== undefined ? { whatsappUpdates: whatsappTick } : {}),
      });
      clearCheckoutInFlight();
      forgetTyping();
      key.current = crypto.randomUUID();
      setDiscount(undefined);
      const typedAddress = customerId !== undefined && address?.ok === true && !savedAddressId;
      const settled = onPlaced(order, typedAddress ? addressName : undefined);
      // Paid on the pay page, reached by a full page load, never a client-side move: only that
      // page's CSP lets the gateway's script in (docs/decisions/022-online-payments.md).
      if (order.status === 'awaiting_payment')
        void Promise.resolve(settled).then(() => window.location.assign(payPagePath(order.id)));
    } catch (failure) {
      // An answer, even a refusal, means nothing was placed under the key: only a lost answer
      // keeps it for after a reload.
      if (failure instanceof ApiRequestError && failure.status > 0) clearCheckoutInFlight();
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
      setError(reason ? `${t(MESSAGES.orderFailed)} ${t(reason)}` : t(MESSAGES.orderFailed));
    }
  }

  const footer = (
    <div className="space-y-2">
      <button
        type="button"
        disabled={placing.isPending || view.blocked || !online || waitingForTime}
        aria-describedby={online ? undefined : 'checkout-offline'}
        onClick={submit}
        className="h-11 w-full rounded-xl bg-brand-700 font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
      >
        {placing.isPending
          ? t('Processing...')
          : `${payment === 'online' ? t('Place Order and Pay') : t('Place Order')} · ${formatRupees(view.charged + toPaise(tip))}`}
      </button>
      {!online && (
        <p id="checkout-offline" className="text-center text-sm font-semibold text-amber-950">
          {t(NOTIFICATION_TEXTS.checkoutOffline)}
        </p>
      )}
    </div>
  );

  return (
    <>
      <Modal open={open} onClose={onClose} title={t('Checkout')} footer={footer}>
        <div className="space-y-5">
          {view.closed && (
            <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm font-semibold text-amber-950">
              {t(view.closed)}
            </p>
          )}
          <OrderTypeChoice
            value={orderType}
            onChange={onOrderTypeChange}
            deliveryOff={view.deliveryOff === null ? undefined : t(view.deliveryOff)}
          />
          {view.isDelivery ? (
            <DeliverTo
              view={view}
              draft={draft}
              fieldErrors={fieldErrors}
              onEdit={editDraft}
              onChangeLocation={onChangeLocation}
              onAdjustPin={() => setMapOpen(true)}
              pinWarning={
                pinUnanswered && (
                  <PinMismatchWarning
                    message={t(pinMismatch.message)}
                    onMovePin={() => setMapOpen(true)}
                    onConfirm={() => setPinAccepted(pinMismatch.key)}
                  />
                )
              }
            />
          ) : (
            <PickupFrom shopAddress={delivery?.shop.address} estimate={view.pickupText} />
          )}
          {view.isDelivery && customerId !== undefined && !savedAddressId && (
            <AddressNameChoice value={addressName} onChange={setAddressName} />
          )}
          {laterOffered && (
            <Suspense fallback={null}>
              <LaterChoice enabled={laterOffered} value={scheduledFor} onChange={setScheduledFor} />
            </Suspense>
          )}
          <PaymentChoice
            value={payment}
            onChange={setPayment}
            onlinePayments={onlinePayments}
            orderType={orderType}
          />
          {view.isDelivery && <TipChoice value={tipChoice} onChange={setTip} />}
          {customerId !== undefined && (
            <Suspense fallback={null}>
              <WhatsappOptIn value={whatsappTick} onChange={setWhatsappTick} />
            </Suspense>
          )}
          <CheckoutSummary view={view} onRemoveLine={onRemoveLine} tipPaise={toPaise(tip)} />
          <DiscountCodeField
            lines={view.orderLines}
            applied={view.applied}
            onApplied={setDiscount}
            onSignInNeeded={onSignInNeeded}
            offer={offer}
          />
          {view.freeHint && <p className="text-sm text-green-800">{t(view.freeHint)}</p>}
          {view.short && (
            <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm font-semibold text-amber-950">
              {t(view.short)}
            </p>
          )}
          <FormAlert message={error} />
        </div>
      </Modal>
      {/* Beside checkout's dialog, not inside it: Escape then closes only the map. */}
      <Modal open={open && mapOpen} onClose={() => setMapOpen(false)} title={t('Adjust the pin')}>
        <LazyMapPicker
          start={mapStart(point, delivery)}
          verdictAt={(at) => pinVerdict(delivery, at, view.subtotal)}
          onConfirm={movePin}
          onCancel={() => setMapOpen(false)}
        />
      </Modal>
    </>
  );
}
