// Money off an order: a discount code (a counter customer gives their phone for it; the server
// takes the code off and the total follows its answer), or a manager's discount by hand with its
// reason (orders:discount). Folded away until something is typed.
import { useId } from 'react';

const INPUT = 'mt-1 h-11 w-full rounded-lg border border-stone-400 px-3';

export type ManualDiscountDraft = { amount: string; reason: string };

type Props = {
  /** A counter order: the customer's phone is asked here, for a code. */
  isCounter: boolean;
  counterPhone: string;
  onCounterPhone: (phone: string) => void;
  code: string;
  onCode: (code: string) => void;
  /** A manager: the discount by hand is offered. */
  canDiscount: boolean;
  manual: ManualDiscountDraft;
  onManual: (manual: ManualDiscountDraft) => void;
};

export function PadDiscount({
  isCounter,
  counterPhone,
  onCounterPhone,
  code,
  onCode,
  canDiscount,
  manual,
  onManual,
}: Props) {
  const codeId = useId();
  const counterPhoneId = useId();
  const manualAmountId = useId();
  const manualReasonId = useId();
  return (
    <details className="rounded-lg border border-stone-200 p-2" open={code !== '' || manual.amount !== ''}>
      <summary className="cursor-pointer font-semibold">Discount</summary>
      <div className="mt-2 space-y-2">
        {isCounter && (
          <div>
            <label htmlFor={counterPhoneId} className="text-sm font-semibold">
              Customer's phone <span className="font-normal text-stone-700">(for a code)</span>
            </label>
            <input
              id={counterPhoneId}
              type="tel"
              value={counterPhone}
              onChange={(e) => onCounterPhone(e.target.value)}
              className={INPUT}
            />
          </div>
        )}
        <div>
          <label htmlFor={codeId} className="text-sm font-semibold">
            Discount code
          </label>
          <input
            id={codeId}
            value={code}
            autoCapitalize="characters"
            onChange={(e) => onCode(e.target.value.toUpperCase())}
            className={INPUT}
          />
          {code.trim() && (
            <p className="mt-1 text-sm text-stone-700">
              The server takes the code off; the total follows its answer.
            </p>
          )}
        </div>
        {canDiscount && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold">Discount by hand</legend>
            <div className="grid grid-cols-[6rem_1fr] gap-2">
              <div>
                <label htmlFor={manualAmountId} className="text-sm">
                  Amount (₹)
                </label>
                <input
                  id={manualAmountId}
                  inputMode="decimal"
                  value={manual.amount}
                  onChange={(e) => onManual({ ...manual, amount: e.target.value })}
                  className={INPUT}
                />
              </div>
              <div>
                <label htmlFor={manualReasonId} className="text-sm">
                  Reason
                </label>
                <input
                  id={manualReasonId}
                  value={manual.reason}
                  onChange={(e) => onManual({ ...manual, reason: e.target.value })}
                  className={INPUT}
                />
              </div>
            </div>
          </fieldset>
        )}
      </div>
    </details>
  );
}
