import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import { type MouseEvent, type Ref, useId } from 'react';
import { ORDER_LIMITS, QUANTITY_LIMIT_MESSAGE } from '#shared/constants.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';

type Props = {
  name: string;
  quantity: number;
  onChange: (quantity: number, event: MouseEvent<HTMLButtonElement>) => void;
  size?: 'sm' | 'md';
  /** The plus button, for the caller that moves focus onto the control. */
  plusRef?: Ref<HTMLButtonElement>;
  /** The most this count may reach: the item's limit less what its other cart lines hold. */
  max?: number;
};

export function QuantityControl({
  name,
  quantity,
  onChange,
  size = 'md',
  plusRef,
  max = ORDER_LIMITS.maxQuantityPerLine,
}: Props) {
  const t = useT();
  const pad = size === 'sm' ? 'h-8 w-8' : 'h-9 w-9';
  const limitId = useId();
  // docs/product.md#cart-and-order-limits: at the limit plus says why it does nothing. aria-disabled
  // rather than disabled: the button keeps focus (a keyboard user stays on the item) and its
  // reason is read out with it; the count shows 'max' to everyone, a phone having no hover title.
  const atLimit = quantity >= max;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and a live count, not a form fieldset
    <div
      role="group"
      aria-label={t('Quantity of {name}', { name })}
      className="flex items-center rounded-lg bg-brand-700 text-white"
    >
      <button
        type="button"
        onClick={(event) => onChange(quantity - 1, event)}
        aria-label={t('Remove one {name}', { name })}
        className={`${pad} flex items-center justify-center rounded-l-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900`}
      >
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      <span aria-live="polite" className="min-w-7 text-center text-sm font-bold tabular-nums">
        {quantity}
        {atLimit && ` ${t('max')}`}
      </span>
      <button
        ref={plusRef}
        type="button"
        onClick={(event) => {
          if (!atLimit) onChange(quantity + 1, event);
        }}
        aria-label={t('Add one {name}', { name })}
        aria-disabled={atLimit || undefined}
        aria-describedby={atLimit ? limitId : undefined}
        className={`${pad} flex items-center justify-center rounded-r-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900 ${
          atLimit ? 'cursor-not-allowed opacity-50' : 'hover:bg-brand-800'
        }`}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
      {atLimit && (
        <span id={limitId} hidden>
          {t(QUANTITY_LIMIT_MESSAGE)}
        </span>
      )}
    </div>
  );
}
