// Checkout (docs/product.md#d2-checkout-places-a-real-order): where to, how to pay, what is in the order, and
// the total the server will charge. The server prices the order again; this page only shows what to expect.
import { MapPin } from 'lucide-react';
import { useRef, useState } from 'react';
import type { CheckDiscountResponse } from '#shared/api/discounts.ts';
import type { Order, OrderAddress } from '#shared/api/orders.ts';
import { MESSAGES } from '#shared/errors.ts';
import { formatRupees, toPaise } from '#shared/money.ts';
import { PAYMENT_HINTS, PAYMENT_LABELS, PAYMENT_METHODS, type PaymentMethod } from '#shared/orders.ts';
import { OrderTotals } from '#web/components/order-totals.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useFirstOrderOffer } from '../api/first-order-offer.ts';
import { placeOrder } from '../api/place-order.ts';
import { DiscountCodeField } from './discount-code-field.tsx';

export type CheckoutLine = {
  id: string;
  name: string;
  price: number;
  quantity: number;
  unit: string;
  /** Why the line cannot be ordered now (out of stock, off the menu): shown, never ordered. */
  problem?: string;
};

type Props = {
  open: boolean;
  onClose: () => void;
  lines: CheckoutLine[];
  deliverTo: OrderAddress;
  onChangeAddress: () => void;
  onPlaced: (order: Order) => void;
  /** Takes a line that cannot be ordered out of the cart. */
  onRemoveLine: (id: string) => void;
  /** The server no longer knows the customer's session (signed out elsewhere, expired). */
  onSignInNeeded: () => void;
  /** The signed-in customer, for the first-order offer. */
  customerId?: string;
  /** False while the shop is paused in the settings: orders are refused, so say so up front. */
  shopOpen?: boolean;
};

export function CheckoutModal({
  open,
  onClose,
  lines,
  deliverTo,
  onChangeAddress,
  onPlaced,
  onRemoveLine,
  onSignInNeeded,
  customerId,
  shopOpen = true,
}: Props) {
  const [payment, setPayment] = useState<PaymentMethod>('cod');
  const [discount, setDiscount] = useState<CheckDiscountResponse>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const offer = useFirstOrderOffer(customerId).data?.offer;
  // One key per checkout: a retry after a lost answer cannot place the order twice.
  const key = useRef(crypto.randomUUID());
  // The cart follows the menu live: a line that went out of stock meanwhile is shown, not ordered.
  const ordered = lines.filter((l) => !l.problem);
  const leftOut = lines.filter((l) => l.problem);
  const subtotal = ordered.reduce((sum, l) => sum + toPaise(l.price) * l.quantity, 0);
  const orderLines = ordered.map((l) => ({ menuItemId: l.id, quantity: l.quantity }));
  // A code checked against other lines may give another discount: check it again.
  const applied = discount && toPaise(discount.subtotal) === subtotal ? discount : undefined;
  const discountPaise = applied ? toPaise(applied.discount) : 0;

  async function submit() {
    setBusy(true);
    setError(undefined);
    try {
      const order = await placeOrder({
        idempotencyKey: key.current,
        lines: orderLines,
        address: deliverTo,
        paymentMethod: payment,
        ...(applied ? { discountCode: applied.code } : {}),
      });
      key.current = crypto.randomUUID();
      setDiscount(undefined);
      onPlaced(order);
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
      setError(reason ? `${MESSAGES.orderFailed} ${reason}` : MESSAGES.orderFailed);
    } finally {
      setBusy(false);
    }
  }

  const footer = (
    <button
      type="button"
      disabled={busy || ordered.length === 0 || !shopOpen}
      onClick={submit}
      className="h-11 w-full rounded-xl bg-brand-700 font-bold text-white hover:bg-brand-800 disabled:opacity-70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
    >
      {busy ? 'Processing...' : `Place Order · ${formatRupees(subtotal - discountPaise)}`}
    </button>
  );

  return (
    <Modal open={open} onClose={onClose} title="Checkout" footer={footer}>
      <div className="space-y-5">
        <section aria-labelledby="deliver-to">
          <h3 id="deliver-to" className="mb-2 font-semibold">
            Deliver to
          </h3>
          <div className="flex items-start gap-3 rounded-xl border border-stone-200 p-3">
            <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            <p className="min-w-0 flex-1 text-sm">
              <span className="block font-semibold">{deliverTo.name}</span>
              <span className="block">{deliverTo.address}</span>
              <span className="block text-stone-600">{deliverTo.phone}</span>
            </p>
            <button
              type="button"
              onClick={onChangeAddress}
              className="text-sm font-semibold text-brand-800 underline"
            >
              Change
            </button>
          </div>
        </section>
        <fieldset>
          <legend className="mb-2 font-semibold">Payment</legend>
          <div className="grid gap-2">
            {PAYMENT_METHODS.map((method) => (
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
                <span className="font-medium">{PAYMENT_LABELS[method]}</span>
                <span className="ml-auto text-xs text-stone-600">{PAYMENT_HINTS[method]}</span>
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
              <li key={l.id} className="flex justify-between gap-3 py-2">
                <span>
                  {l.quantity} × {l.name}
                </span>
                <span className="tabular-nums">{formatRupees(toPaise(l.price) * l.quantity)}</span>
              </li>
            ))}
            {leftOut.map((l) => (
              <li key={l.id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block text-stone-600 line-through">
                    {l.quantity} × {l.name}
                  </span>
                  <span className="block font-semibold text-red-700">{l.problem}: not in this order</span>
                </span>
                <button
                  type="button"
                  onClick={() => onRemoveLine(l.id)}
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
            discountPaise={discountPaise}
            discountCode={applied?.code}
            className="mt-2 border-t border-stone-200 pt-2"
          />
        </section>
        <DiscountCodeField
          lines={orderLines}
          applied={applied}
          onApplied={setDiscount}
          onSignInNeeded={onSignInNeeded}
          offer={offer}
        />
        {!shopOpen && (
          <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-950">
            {MESSAGES.shopPaused}
          </p>
        )}
        <FormAlert message={error} />
      </div>
    </Modal>
  );
}
