// A closed day's close (docs/product.md#the-day-close): who closed it and when, the cash counted
// against the expected with the variance and its reason; an admin may reopen it, with a reason.
// Earlier closes of the day that were reopened are listed under it, each with who reopened it and why.
import { useId, useState } from 'react';
import type { DayClose } from '#shared/api/day-close.ts';
import { formatInr } from '#shared/money.ts';
import { TextAreaField } from '#web/components/form/text-area-field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { varianceText } from '#web/features/admin/riders/lib/rupees-field.ts';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useReopenDay } from '../api/day-close.ts';
import { closedLine, reopenedLine } from '../lib/close-text.ts';

type CloseRecord = DayClose['closes'][number];

function ReopenForm({ day, onDone }: { day: string; onDone: () => void }) {
  const reopen = useReopenDay();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [message, setMessage] = useState<string>();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Say why the day is reopened');
      return;
    }
    setError(undefined);
    setMessage(undefined);
    try {
      await reopen.mutateAsync({ day, reason: reason.trim() });
      onDone();
    } catch (failure) {
      setMessage(failureMessage(failure, 'The day could not be reopened'));
    }
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-3">
      <TextAreaField
        label="Why is the day reopened?"
        rows={2}
        maxLength={300}
        value={reason}
        error={error}
        onChange={(e) => setReason(e.target.value)}
      />
      <FormAlert message={message} />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={reopen.isPending}
          className="min-h-10 rounded-lg bg-red-700 px-4 font-bold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60"
        >
          {reopen.isPending ? 'Reopening...' : 'Reopen the day'}
        </button>
        <button
          type="button"
          onClick={onDone}
          className="min-h-10 rounded-lg border border-stone-300 bg-white px-4 font-semibold hover:bg-stone-50"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}

function Counted({ close }: { close: CloseRecord }) {
  const rows: [string, string][] = [
    ['Opening float', formatInr(close.openingFloat)],
    ['Expected in the drawer', formatInr(close.expectedCash)],
    ['Cash counted', formatInr(close.countedCash)],
    ['Variance', varianceText(close.variance)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3 border-b border-stone-100 py-1">
          <dt className="text-stone-700">{label}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
      {close.varianceReason && (
        <div className="py-1 sm:col-span-2">
          <dt className="text-stone-700">Reason</dt>
          <dd className="font-semibold">{close.varianceReason}</dd>
        </div>
      )}
    </dl>
  );
}

export function StandingClose({
  day,
  close,
  canReopen,
  timeZone,
}: {
  day: string;
  close: CloseRecord;
  canReopen: boolean;
  timeZone: string;
}) {
  const headingId = useId();
  const [reopening, setReopening] = useState(false);
  return (
    <section
      aria-labelledby={headingId}
      data-testid="day-close-standing"
      className="rounded-2xl border-2 border-emerald-700 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-bold">
        Closed
      </h2>
      <p className="mb-3 text-sm text-stone-700">
        {closedLine(close, timeZone)}. Changes to its orders now count on the next open day, as adjustments.
      </p>
      <Counted close={close} />
      {canReopen && !reopening && (
        <button
          type="button"
          onClick={() => setReopening(true)}
          className="mt-4 min-h-10 rounded-lg border border-red-700 px-4 font-bold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
        >
          Reopen
        </button>
      )}
      {canReopen && reopening && <ReopenForm day={day} onDone={() => setReopening(false)} />}
    </section>
  );
}

export function EarlierCloses({ closes, timeZone }: { closes: CloseRecord[]; timeZone: string }) {
  const headingId = useId();
  if (closes.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="mb-3 font-bold">
        Earlier closes, reopened
      </h2>
      <ol className="space-y-4">
        {closes.map((close) => (
          <li key={close.closedAt} className="space-y-2">
            <p className="text-sm">{reopenedLine(close, timeZone)}</p>
            <Counted close={close} />
          </li>
        ))}
      </ol>
    </section>
  );
}
