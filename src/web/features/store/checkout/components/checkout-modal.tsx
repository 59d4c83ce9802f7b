// Checkout (decision D2): where to, how to pay, what is in the order, and the total the server
// will charge. The server prices the order again; this page only shows what to expect.
import { MapPin } from 'lucide-react';
import { useRef, useState } from 'react';
import type { CheckDiscountResponse } from '../../../../../shared/api/discounts';
import type { Order, OrderAddress } from '../../../../../shared/api/orders';
import { MESSAGES } from '../../../../../shared/errors';
import { formatRupees, toPaise } from '../../../../../shared/money';
import {
  PAYMENT_HINTS,
  PAYMENT_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../../../../../shared/orders';
import { OrderTotals } from '../../../../components/order-totals';
import { FormAlert } from '../../../../components/ui/form-alert';
import { Modal } from '../../../../components/ui/modal';
import { ApiRequestError } from '../../../../lib/api-client';
import { placeOrder } from '../api/place-order';
import { DiscountCodeField } from './discount-code-field';

export type CheckoutLine = { id: string; name: string; price: number; quantity: number; unit: string };

type Props = {
  open: boolean;
  onClose: () => void;
  lines: CheckoutLine[];
  deliverTo: OrderAddress;
  onChangeAddress: () => void;
  onPlaced: (order: Order) => void;
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
  shopOpen = true,
}: Props) {
  const [payment, setPayment] = useState<PaymentMethod>('cod');
  const [discount, setDiscount] = useState<CheckDiscountResponse>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // One key per checkout: a retry after a lost answer cannot place the order twice.
  const key = useRef(crypto.randomUUID());
  const subtotal = lines.reduce((sum, l) => sum + toPaise(l.price) * l.quantity, 0);
  const orderLines = lines.map((l) => ({ menuItemId: l.id, quantity: l.quantity }));
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
      console.error('Placing the order failed', failure);
      // A reason the customer can act on (an expired code, a paused shop) follows the spec's alert.
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
      disabled={busy || lines.length === 0 || !shopOpen}
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
            {lines.map((l) => (
              <li key={l.id} className="flex justify-between gap-3 py-2">
                <span>
                  {l.quantity} × {l.name}
                </span>
                <span className="tabular-nums">{formatRupees(toPaise(l.price) * l.quantity)}</span>
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
        <DiscountCodeField lines={orderLines} applied={applied} onApplied={setDiscount} />
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
