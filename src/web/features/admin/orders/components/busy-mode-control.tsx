// Busy mode in one tap (docs/product.md#d17-the-promise-shown-is-one-the-shop-can-keep): any staff
// member adds 5, 10 or 15 minutes to the promise customers see, for a chosen while; it ends by
// itself then, or at once with 'End busy mode'.
import { useId, useState } from 'react';
import { BUSY_FOR_MINUTES, type BusyModeInput } from '#shared/api/settings.ts';
import { BUSY_EXTRA_MINUTES } from '#shared/shop-hours/hours-schema.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useClock } from '#web/features/admin/layout/hooks/use-clock.ts';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useEndBusyMode, useStartBusyMode } from '../api/busy-mode.ts';
import { useBoardSettings } from '../api/shop-settings.ts';
import { busyText } from '../lib/busy-text.ts';
import { NumberSelect } from './number-select.tsx';

type ForMinutes = BusyModeInput['forMinutes'];

const DURATION_LABELS: Record<ForMinutes, string> = {
  30: '30 min',
  60: '1 hour',
  90: '1 h 30 min',
  120: '2 hours',
};

const BUTTON =
  'h-10 rounded-lg px-3 font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';

export function BusyModeControl() {
  const settings = useBoardSettings();
  const start = useStartBusyMode();
  const end = useEndBusyMode();
  const now = useClock(15_000);
  const [forMinutes, setForMinutes] = useState<ForMinutes>(60);
  const headingId = useId();
  const data = settings.data;
  if (!data) return null;

  const busy = busyText(data.hours.busy, now, data.hours.timeZone);
  const pending = start.isPending || end.isPending;
  const error = start.error ?? end.error;
  return (
    <section
      aria-labelledby={headingId}
      className={`space-y-2 rounded-2xl p-3 shadow-sm ${busy ? 'bg-amber-50 ring-1 ring-amber-300' : 'bg-white'}`}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 id={headingId} className="font-bold">
          Busy mode
        </h2>
        {busy ? (
          <>
            <p role="status" className="font-semibold text-amber-950">
              {busy}
            </p>
            <button
              type="button"
              disabled={pending}
              onClick={() => {
                start.reset();
                end.mutate();
              }}
              className={`${BUTTON} border border-amber-700 bg-white text-amber-950 hover:bg-amber-100`}
            >
              End busy mode
            </button>
          </>
        ) : (
          <>
            <p className="text-sm text-stone-700">Add minutes to the delivery promise customers see.</p>
            <NumberSelect
              label="For"
              value={forMinutes}
              choices={BUSY_FOR_MINUTES}
              text={(minutes) => DURATION_LABELS[minutes]}
              onChange={setForMinutes}
            />
            <fieldset className="flex gap-2">
              <legend className="sr-only">Extra minutes</legend>
              {BUSY_EXTRA_MINUTES.map((extraMinutes) => (
                <button
                  key={extraMinutes}
                  type="button"
                  disabled={pending}
                  onClick={() => {
                    end.reset();
                    start.mutate({ extraMinutes, forMinutes });
                  }}
                  className={`${BUTTON} bg-amber-700 text-white hover:bg-amber-800`}
                >
                  +{extraMinutes} min
                </button>
              ))}
            </fieldset>
          </>
        )}
      </div>
      <FormAlert message={error ? failureMessage(error, 'Busy mode could not be changed') : undefined} />
    </section>
  );
}
