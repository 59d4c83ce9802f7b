// Where the order is taken: at the counter (eaten here or taken away, with today's token) or on
// the phone (the customer's number, and a pickup or a delivery: components/phone-customer.tsx).
import {
  COUNTER_KIND_LABELS,
  COUNTER_KINDS,
  type CounterKind,
  type StaffChannel,
} from '#shared/order-book/channels.ts';

const CHOICE =
  'flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border border-stone-300 font-semibold has-checked:border-brand-700 has-checked:bg-brand-50';

type Props = {
  channel: StaffChannel;
  onChannel: (channel: StaffChannel) => void;
  counterKind: CounterKind;
  onCounterKind: (kind: CounterKind) => void;
};

export function PadChannel({ channel, onChannel, counterKind, onCounterKind }: Props) {
  return (
    <>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="sr-only">Taken at</legend>
        {(['counter', 'phone'] as const).map((c) => (
          <label key={c} className={CHOICE}>
            <input
              type="radio"
              name="pad-channel"
              checked={channel === c}
              onChange={() => onChannel(c)}
              className="h-5 w-5 accent-brand-700"
            />
            {c === 'counter' ? 'Counter' : 'Phone'}
          </label>
        ))}
      </fieldset>
      {channel === 'counter' && (
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="mb-1 text-sm font-semibold">Eaten here or taken away</legend>
          {COUNTER_KINDS.map((kind) => (
            <label key={kind} className={CHOICE}>
              <input
                type="radio"
                name="pad-counter-kind"
                checked={counterKind === kind}
                onChange={() => onCounterKind(kind)}
                className="h-5 w-5 accent-brand-700"
              />
              {COUNTER_KIND_LABELS[kind]}
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
