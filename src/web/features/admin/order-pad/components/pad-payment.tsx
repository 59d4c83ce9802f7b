// How the customer pays. At the counter: cash (the amount given, and the change to give shown
// large), UPI (the exact-amount QR, then "Payment received" once the money shows on the shop's
// phone), or card on the shop's machine. A phone delivery is paid at the door: the method is what
// the rider collects.
import { useId } from 'react';
import { STAFF_PAYMENT_METHODS, type StaffPaymentMethod } from '#shared/api/order-pad.ts';
import { formatRupees } from '#shared/money.ts';
import { changeToGive } from '../lib/pad-total.ts';
import { typedRupees } from '../lib/typed-rupees.ts';
import { UpiPayQr } from './upi-pay-qr.tsx';

const LABELS: Record<StaffPaymentMethod, string> = { cod: 'Cash', upi: 'UPI', card: 'Card' };

export type PaymentDraft = { method: StaffPaymentMethod; tendered: string; upiReceived: boolean };
export const EMPTY_PAYMENT: PaymentDraft = { method: 'cod', tendered: '', upiReceived: false };

type Props = {
  draft: PaymentDraft;
  onChange: (draft: PaymentDraft) => void;
  totalPaise: number;
  /** Paid as the order is taken (counter, phone pickup paid now); false: at the door. */
  paidNow: boolean;
  upi: { vpa: string; payeeName: string } | null;
  /** The QR's reference: the token, or 'Counter'. */
  reference: string;
};

export function PadPayment({ draft, onChange, totalPaise, paidNow, upi, reference }: Props) {
  const tenderedId = useId();
  const changeId = useId();
  const set = (change: Partial<PaymentDraft>) => onChange({ ...draft, ...change });
  const tendered = typedRupees(draft.tendered);
  const change = changeToGive(tendered, totalPaise);
  const short = tendered !== null && change === null;

  return (
    <div className="space-y-3">
      <fieldset className="grid grid-cols-3 gap-2">
        <legend className="mb-1 text-sm font-semibold">{paidNow ? 'Payment' : 'Paid at the door by'}</legend>
        {STAFF_PAYMENT_METHODS.map((method) => (
          <label
            key={method}
            className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border border-stone-300 font-semibold has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name="pad-payment"
              checked={draft.method === method}
              onChange={() => set({ method, upiReceived: false })}
              className="h-5 w-5 accent-brand-700"
            />
            {LABELS[method]}
          </label>
        ))}
      </fieldset>
      {paidNow && draft.method === 'cod' && (
        <div className="grid grid-cols-2 items-end gap-3">
          <div>
            <label htmlFor={tenderedId} className="text-sm font-semibold">
              Cash given (₹)
            </label>
            <input
              id={tenderedId}
              inputMode="decimal"
              value={draft.tendered}
              onChange={(e) => set({ tendered: e.target.value })}
              className="mt-1 h-12 w-full rounded-lg border border-stone-400 px-3 text-xl tabular-nums"
            />
          </div>
          <output
            id={changeId}
            htmlFor={tenderedId}
            aria-live="polite"
            className="block rounded-lg bg-green-50 p-2 text-center text-green-900"
          >
            <span className="block text-sm font-semibold">Change to give</span>
            <span className="block text-3xl font-extrabold tabular-nums">
              {change === null ? (short ? 'Short' : '—') : formatRupees(change)}
            </span>
          </output>
        </div>
      )}
      {paidNow && draft.method === 'upi' && (
        <div className="space-y-2">
          {upi ? (
            <UpiPayQr
              vpa={upi.vpa}
              payeeName={upi.payeeName}
              amountPaise={totalPaise}
              reference={reference}
            />
          ) : (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              The shop has no UPI ID in Settings: the customer pays to the shop's own QR.
            </p>
          )}
          <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 px-3 font-semibold has-checked:border-green-700 has-checked:bg-green-50">
            <input
              type="checkbox"
              checked={draft.upiReceived}
              onChange={(e) => set({ upiReceived: e.target.checked })}
              className="h-5 w-5 accent-green-700"
            />
            Payment received
          </label>
        </div>
      )}
    </div>
  );
}
