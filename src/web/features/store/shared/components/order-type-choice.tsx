import { useId } from 'react';
import { ORDER_TYPE_LABELS, ORDER_TYPES, type OrderType } from '#shared/orders.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { RadioCard } from './radio-card.tsx';

type Props = {
  value: OrderType;
  onChange: (type: OrderType) => void;
  /** The radio group's name: the cart's and checkout's choices stay in the page together. */
  name?: string;
  /** Why delivery is not offered now (the automatic switch takes pickup orders only); absent: offered. */
  deliveryOff?: string;
};

/** Delivery or pickup, as two radio cards. */
export function OrderTypeChoice({ value, onChange, name = 'order-type', deliveryOff }: Props) {
  const t = useT();
  const noteId = useId();
  return (
    <fieldset aria-describedby={deliveryOff ? noteId : undefined}>
      <legend className="mb-2 font-semibold">{t('How do you want it?')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {ORDER_TYPES.map((type) => (
          <RadioCard
            key={type}
            name={name}
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
            disabled={type === 'delivery' && deliveryOff !== undefined}
            className="justify-center gap-2 font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            {t(ORDER_TYPE_LABELS[type])}
          </RadioCard>
        ))}
      </div>
      {deliveryOff && (
        <p id={noteId} data-testid="delivery-off" className="mt-2 text-sm font-semibold text-amber-950">
          {t(deliveryOff)}
        </p>
      )}
    </fieldset>
  );
}
