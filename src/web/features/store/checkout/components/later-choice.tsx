// The checkout's 'As soon as possible' / 'Later today' choice (docs/product.md#orders-for-later-today):
// shown only while the shop takes orders for later, with today's slots from the server; a full
// slot is listed but cannot be chosen. A chosen time that fills up or passes leaves 'Later today'
// chosen with no time and says so (lib/later-choice.ts): the checkout waits for another time.
// Its own chunk: the storefront's first load is unchanged.
import { useEffect, useId } from 'react';
import { LATER_ORDERS_MESSAGES } from '#shared/stock-and-time/later-orders.ts';
import { RadioCard } from '#web/features/store/shared/components/radio-card.tsx';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { useLaterSlots } from '../api/later-slots.ts';
import { keptChoice, type LaterValue } from '../lib/later-choice.ts';

type Props = {
  /** Whether the shop takes orders for later (the public settings). */
  enabled: boolean;
  value: LaterValue;
  onChange: (value: LaterValue) => void;
};

export default function LaterChoice({ enabled, value, onChange }: Props) {
  const t = useT();
  const selectId = useId();
  const slots = useLaterSlots(enabled).data?.slots;
  const open = slots?.filter((slot) => !slot.full) ?? [];
  // A chosen slot that has passed or filled since leaves 'Later today' with no time.
  useEffect(() => {
    if (!slots) return;
    const kept = keptChoice(
      value,
      slots.filter((slot) => !slot.full),
    );
    if (kept !== value) onChange(kept);
  }, [value, slots, onChange]);
  if (!enabled || !slots) return null;
  const later = value !== undefined;
  return (
    <fieldset data-testid="later-choice">
      <legend className="mb-2 font-semibold">{t('When do you want it?')}</legend>
      <div className="grid grid-cols-2 gap-2">
        <RadioCard
          name="when"
          value="asap"
          checked={!later}
          onChange={() => onChange(undefined)}
          className="justify-center gap-2 font-semibold"
        >
          {t(LATER_ORDERS_MESSAGES.asap)}
        </RadioCard>
        <RadioCard
          name="when"
          value="later"
          checked={later}
          disabled={open.length === 0 && !later}
          onChange={() => onChange(open[0]?.at)}
          className="justify-center gap-2 font-semibold"
        >
          {t(LATER_ORDERS_MESSAGES.later)}
        </RadioCard>
      </div>
      {value === null && (
        <p role="alert" className="mt-2 text-sm font-semibold text-amber-950">
          {t(LATER_ORDERS_MESSAGES.slotGone)}
        </p>
      )}
      {open.length === 0 && <p className="mt-2 text-sm text-stone-700">{t(LATER_ORDERS_MESSAGES.noSlots)}</p>}
      {later && (
        <div className="mt-3">
          <label htmlFor={selectId} className="mb-1 block text-sm font-semibold">
            {t(LATER_ORDERS_MESSAGES.chooseTime)}
          </label>
          <select
            id={selectId}
            value={value ?? ''}
            onChange={(event) => onChange(event.target.value)}
            className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3"
          >
            {value === null && (
              <option value="" disabled>
                {t(LATER_ORDERS_MESSAGES.chooseTime)}
              </option>
            )}
            {slots.map((slot) => (
              <option key={slot.at} value={slot.at} disabled={slot.full}>
                {slot.full ? `${slot.time} · ${t('Full')}` : slot.time}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}
