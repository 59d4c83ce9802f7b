// Closing the day (docs/product.md#the-day-close): the opening float and the cash counted in the
// drawer, what it should hold with that float, the variance as it is typed (short or over), and a
// reason whenever the two differ, as the server asks. A day with open orders cannot be closed: they
// are listed with the way to the board, and the button waits.
import { useId, useState } from 'react';
import { DAY_CLOSE_MESSAGES, type DayCloseFigures } from '#shared/api/day-close.ts';
import { formatInr } from '#shared/money.ts';
import { ORDER_STATUS_LABELS } from '#shared/orders.ts';
import { TextAreaField } from '#web/components/form/text-area-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Link } from '#web/components/ui/router-links.tsx';
import { varianceText } from '#web/features/admin/riders/lib/rupees-field.ts';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useCloseDay } from '../api/day-close.ts';
import { cashVariance, expectedWithFloat, missingReason, readCash } from '../lib/cash-count.ts';

const ENTER_AMOUNT = 'Enter an amount in rupees';

function OpenOrders({ orders }: { orders: DayCloseFigures['openOrders'] }) {
  return (
    <div className="rounded-lg bg-amber-50 p-3 text-amber-950" data-testid="day-close-open-orders">
      <p className="font-semibold">{DAY_CLOSE_MESSAGES.openOrders(orders.length)}</p>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm">
        {orders.map((order) => (
          <li key={order.id} className="rounded-md bg-white px-2 py-1">
            <span className="font-semibold">{order.orderNumber}</span> {ORDER_STATUS_LABELS[order.status]}
          </li>
        ))}
      </ul>
      <Link
        to="/admin/orders"
        className="mt-3 inline-flex min-h-10 items-center rounded-lg border border-amber-900 px-3 font-semibold hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        Go to the board
      </Link>
    </div>
  );
}

export function CloseForm({ day, figures }: { day: string; figures: DayCloseFigures }) {
  const close = useCloseDay();
  const headingId = useId();
  const [floatTyped, setFloatTyped] = useState('');
  const [countedTyped, setCountedTyped] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ float?: string; counted?: string; reason?: string }>({});
  const [message, setMessage] = useState<string>();
  const openingFloat = readCash(floatTyped);
  const counted = readCash(countedTyped);
  const expected = expectedWithFloat(figures.drawer, openingFloat ?? 0);
  const variance = counted === null ? null : cashVariance(expected, counted);
  const waiting = (figures.refundsWaiting ?? []).length > 0;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const next = {
      float: openingFloat === null ? ENTER_AMOUNT : undefined,
      counted: counted === null ? ENTER_AMOUNT : undefined,
      reason: variance === null ? undefined : missingReason(variance, reason),
    };
    setErrors(next);
    if (next.float || next.counted || next.reason || openingFloat === null || counted === null) return;
    setMessage(undefined);
    try {
      await close.mutateAsync({
        day,
        openingFloat,
        countedCash: counted,
        // The server refuses the close when its figures moved since the page read them; the
        // mutation then reads the day again (useCloseDay).
        expectedCash: expected,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
    } catch (failure) {
      setMessage(failureMessage(failure, 'The day could not be closed'));
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="mb-3 text-lg font-bold">
        Count the drawer and close the day
      </h2>
      {figures.openOrders.length > 0 ? (
        <OpenOrders orders={figures.openOrders} />
      ) : waiting ? (
        <p
          className="rounded-lg bg-amber-50 p-3 font-semibold text-amber-950"
          data-testid="day-close-refunds-waiting"
        >
          {DAY_CLOSE_MESSAGES.refundsWaiting}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Opening float (₹)"
            inputMode="decimal"
            autoComplete="off"
            value={floatTyped}
            error={errors.float}
            onChange={(e) => setFloatTyped(e.target.value)}
          />
          <TextField
            label="Cash counted (₹)"
            inputMode="decimal"
            autoComplete="off"
            value={countedTyped}
            error={errors.counted}
            onChange={(e) => setCountedTyped(e.target.value)}
          />
          <p className="sm:col-span-2">
            Expected in the drawer: <strong data-testid="day-close-expected">{formatInr(expected)}</strong>
            <span className="block text-sm text-stone-700">
              Float + cash sales at the counter + cash of deliveries without a rider + riders' hand-ins − cash
              refunds
            </span>
          </p>
          <p
            aria-live="polite"
            data-testid="day-close-variance"
            className={`sm:col-span-2 text-lg font-bold ${variance === null || variance === 0 ? 'text-stone-900' : 'text-red-800'}`}
          >
            {variance === null ? '' : `Variance: ${varianceText(variance)}`}
          </p>
          <TextAreaField
            className="sm:col-span-2"
            label="Reason for the difference"
            hint="Needed when the cash counted differs from the expected"
            rows={2}
            maxLength={300}
            value={reason}
            error={errors.reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="sm:col-span-2">
            <FormAlert message={message} />
            <button
              type="submit"
              disabled={close.isPending}
              className="mt-2 min-h-12 rounded-xl bg-brand-700 px-6 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
            >
              {close.isPending ? 'Closing...' : 'Close the day'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
