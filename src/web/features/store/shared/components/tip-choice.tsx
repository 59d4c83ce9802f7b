// The tip for the rider (docs/product.md#tips), at checkout and on the pay page after delivery:
// none by default, a few quick amounts, or 'Other' for any amount up to the largest tip. Delivery
// orders only; the whole tip goes to the rider who delivers, outside the discount and GST.
import { useId, useState } from 'react';
import { TIP_CHOICES_RUPEES, TIP_MAX_PAISE } from '#shared/come-back/tips.ts';
import { checkoutTipProblem } from '#shared/come-back/tips-rules.ts';
import { formatRupees, toPaise } from '#shared/money.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';

type Props = {
  /** The tip in rupees; 0 for none. */
  value: number;
  onChange: (rupees: number) => void;
};

const chip =
  'h-11 min-w-14 rounded-full border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const chosen = 'border-brand-700 bg-brand-700 text-white';
const plain = 'border-stone-300 bg-white text-stone-900 hover:bg-stone-100';

export function TipChoice({ value, onChange }: Props) {
  const t = useT();
  const id = useId();
  const quick = (TIP_CHOICES_RUPEES as readonly number[]).includes(value);
  const [other, setOther] = useState(value > 0 && !quick);
  const [typed, setTyped] = useState(value > 0 && !quick ? String(value) : '');
  const problem = other && typed !== '' ? checkoutTipProblem(Number(typed)) : null;

  function pick(rupees: number) {
    setOther(false);
    onChange(rupees);
  }

  function type(text: string) {
    setTyped(text);
    const rupees = Number(text);
    onChange(text !== '' && checkoutTipProblem(rupees) === null ? rupees : 0);
  }

  return (
    <fieldset aria-describedby={`${id}-note`}>
      <legend className="mb-1 font-semibold">{t('Tip for the rider')}</legend>
      <p id={`${id}-note`} className="mb-2 text-sm text-stone-700">
        {t('Optional. It all goes to the rider who delivers, with no GST or discount on it.')}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={value === 0 && !other}
          onClick={() => pick(0)}
          className={`${chip} ${value === 0 && !other ? chosen : plain}`}
        >
          {t('No tip')}
        </button>
        {TIP_CHOICES_RUPEES.map((rupees) => (
          <button
            key={rupees}
            type="button"
            aria-pressed={!other && value === rupees}
            onClick={() => pick(rupees)}
            className={`${chip} ${!other && value === rupees ? chosen : plain}`}
          >
            {formatRupees(toPaise(rupees))}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={other}
          onClick={() => {
            setOther(true);
            type(typed);
          }}
          className={`${chip} ${other ? chosen : plain}`}
        >
          {t('Other')}
        </button>
      </div>
      {other && (
        <div className="mt-2">
          <label htmlFor={`${id}-amount`} className="block text-sm font-semibold">
            {t('Tip in rupees (up to {max})', { max: formatRupees(TIP_MAX_PAISE) })}
          </label>
          <input
            id={`${id}-amount`}
            type="number"
            inputMode="decimal"
            min={1}
            max={TIP_MAX_PAISE / 100}
            step="0.01"
            value={typed}
            onChange={(e) => type(e.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
            className="mt-1 h-11 w-32 rounded-lg border border-stone-400 px-3 tabular-nums focus-visible:outline-2 focus-visible:outline-brand-700"
          />
          {problem && (
            <p id={`${id}-problem`} className="mt-1 text-sm font-semibold text-red-700">
              {t(problem)}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
