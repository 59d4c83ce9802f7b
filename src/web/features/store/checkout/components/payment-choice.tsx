import type { OrderType, PaymentMethod } from '#shared/orders.ts';
import { RadioCard } from '#web/features/store/shared/components/radio-card.tsx';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { paymentChoices } from '../lib/payment-choices.ts';

type Props = {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  onlinePayments: boolean;
  orderType: OrderType;
};

/** The ways to pay, each with its hint (at the door or the counter, or online before the kitchen starts). */
export function PaymentChoice({ value, onChange, onlinePayments, orderType }: Props) {
  const t = useT();
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{t('Payment')}</legend>
      <div className="grid gap-2">
        {paymentChoices(onlinePayments, orderType).map(({ method, label, hint }) => (
          <RadioCard
            key={method}
            name="payment"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
            className="gap-3"
          >
            {/* The hint beside the name, or under it when both do not fit (a phone, the online choice). */}
            <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium">{t(label)}</span>
              <span className="text-xs text-stone-600">{t(hint)}</span>
            </span>
          </RadioCard>
        ))}
      </div>
    </fieldset>
  );
}
