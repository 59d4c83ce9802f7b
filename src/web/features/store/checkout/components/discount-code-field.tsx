// The checkout's discount code: checked by the server against the cart, shown as a line in the
// totals, and sent with the order (which checks it again inside its transaction).
import { Tag, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { CheckDiscountResponse } from '../../../../../shared/api/discounts';
import { ApiRequestError } from '../../../../lib/api-client';
import { checkDiscount } from '../api/check-discount';

type Props = {
  lines: { menuItemId: string; quantity: number }[];
  applied: CheckDiscountResponse | undefined;
  onApplied: (applied: CheckDiscountResponse | undefined) => void;
};

export function DiscountCodeField({ lines, applied, onApplied }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError('Enter a code');
    setBusy(true);
    setError(undefined);
    try {
      onApplied(await checkDiscount(code.trim(), lines));
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : 'Could not check the code');
    } finally {
      setBusy(false);
    }
  }

  if (applied) {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-green-50 p-3 text-sm text-green-900">
        <Tag aria-hidden="true" className="h-4 w-4" />
        <span className="flex-1">
          <strong>{applied.code}</strong> applied
        </span>
        <button
          type="button"
          onClick={() => onApplied(undefined)}
          aria-label={`Remove code ${applied.code}`}
          className="rounded-full p-1 hover:bg-green-100 focus-visible:outline-2 focus-visible:outline-green-800"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </p>
    );
  }
  return (
    <form onSubmit={apply} noValidate>
      <label htmlFor="discount-code" className="mb-1 block font-semibold">
        Discount code
      </label>
      <div className="flex gap-2">
        <input
          id="discount-code"
          value={code}
          onChange={(e) => {
            setCode(e.target.value.toUpperCase());
            setError(undefined);
          }}
          autoComplete="off"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'discount-code-error' : undefined}
          className="h-10 min-w-0 flex-1 rounded-lg border border-stone-300 px-3 uppercase focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
        />
        <button
          type="submit"
          disabled={busy}
          className="h-10 rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
        >
          {busy ? 'Checking...' : 'Apply'}
        </button>
      </div>
      {error && (
        <p id="discount-code-error" role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
