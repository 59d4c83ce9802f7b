// The checkout's discount code: checked by the server against the cart, shown as a line in the
// totals, and sent with the order (which checks it again inside its transaction).
import Gift from 'lucide-react/icons/gift';
import Tag from 'lucide-react/icons/tag';
import X from 'lucide-react/icons/x';
import { type FormEvent, useState } from 'react';
import type { CheckDiscountResponse, FirstOrderOffer } from '#shared/api/discounts.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { checkDiscount, type DiscountLine } from '../api/check-discount.ts';
import { offerText } from '../lib/offer-text.ts';

type Props = {
  lines: DiscountLine[];
  applied: CheckDiscountResponse | undefined;
  onApplied: (applied: CheckDiscountResponse | undefined) => void;
  onSignInNeeded: () => void;
  /** The first-order code this customer may use, offered with its own Apply button. */
  offer?: FirstOrderOffer | null;
};

export function DiscountCodeField({ lines, applied, onApplied, onSignInNeeded, offer }: Props) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function apply(event: FormEvent, typed = code) {
    event.preventDefault();
    if (!typed.trim()) return setError(t('Enter a code'));
    setBusy(true);
    setError(undefined);
    try {
      onApplied(await checkDiscount(typed.trim(), lines));
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 401) return onSignInNeeded();
      setError(failure instanceof ApiRequestError ? t(failure.message) : t('Could not check the code'));
    } finally {
      setBusy(false);
    }
  }

  if (applied) {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-green-50 p-3 text-sm text-green-900">
        <Tag aria-hidden="true" className="h-4 w-4" />
        <span className="flex-1">
          <strong>{applied.code}</strong> {t('applied')}
        </span>
        <button
          type="button"
          onClick={() => onApplied(undefined)}
          aria-label={t('Remove code {code}', { code: applied.code })}
          className="rounded-full p-1 hover:bg-green-100 focus-visible:outline-2 focus-visible:outline-green-800"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </p>
    );
  }
  return (
    <form onSubmit={apply} noValidate>
      {offer && (
        <p className="mb-3 flex items-center gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
          <Gift aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span className="flex-1">{offerText(offer, t)}</span>
          <button
            type="button"
            disabled={busy}
            onClick={(event) => {
              setCode(offer.code);
              void apply(event, offer.code);
            }}
            aria-label={t('Apply {code}', { code: offer.code })}
            className="shrink-0 rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
          >
            {t('Apply')}
          </button>
        </p>
      )}
      <label htmlFor="discount-code" className="mb-1 block font-semibold">
        {t('Discount code')}
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
          {busy ? t('Checking...') : t('Apply')}
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
