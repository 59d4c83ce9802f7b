// One order on a station's screen: its number and minutes waiting large enough to read from a metre
// away, then each of this station's lines as a big button that bumps it, with the options and the
// customer's note standing out (the part a cook gets wrong when it is small).
import type { StationTicket } from '#shared/api/kitchen.ts';
import { ORDER_TYPE_LABELS } from '#shared/orders.ts';
import type { useBumps } from '../hooks/use-bumps.ts';
import { waitLevel } from '../lib/minutes-waiting.ts';

const LEVEL_STYLE = {
  calm: 'border-stone-600',
  long: 'border-amber-400',
  late: 'border-red-500',
} as const;

const LEVEL_TEXT = { calm: 'text-stone-200', long: 'text-amber-300', late: 'text-red-300' } as const;

type Props = {
  ticket: StationTicket;
  minutes: number;
  promisedMinutes: number;
  bumps: ReturnType<typeof useBumps>;
};

export function StationTicketCard({ ticket, minutes, promisedMinutes, bumps }: Props) {
  const level = waitLevel(minutes, promisedMinutes);
  const lines = ticket.lines.filter((line) => !bumps.isDone(line.id));
  if (lines.length === 0) return null;
  return (
    <article
      aria-labelledby={`kds-${ticket.orderId}`}
      className={`flex flex-col gap-3 rounded-2xl border-4 bg-stone-900 p-4 ${LEVEL_STYLE[level]}`}
    >
      <header className="flex items-baseline justify-between gap-3">
        <h2 id={`kds-${ticket.orderId}`} className="font-mono text-3xl font-bold tracking-wide">
          {ticket.orderNumber.slice(-4)}
          <span className="sr-only"> (order {ticket.orderNumber})</span>
        </h2>
        <p className={`text-2xl font-bold tabular-nums ${LEVEL_TEXT[level]}`}>
          {minutes} min<span className="sr-only"> waiting</span>
        </p>
      </header>
      <p className="text-base text-stone-300">
        {ORDER_TYPE_LABELS[ticket.orderType]}
        {ticket.elsewhere > 0 && ` · ${ticket.elsewhere} more at other stations`}
      </p>
      <ul className="flex flex-col gap-2">
        {lines.map((line) => {
          const problem = bumps.problem(line.id);
          const pending = bumps.isPending(line.id);
          return (
            <li key={line.id}>
              <button
                type="button"
                onClick={() => void bumps.bump(line.id)}
                disabled={pending}
                aria-label={`Bump ${line.quantity} × ${line.name}, order ${ticket.orderNumber}`}
                className="w-full rounded-xl bg-stone-800 p-3 text-left hover:bg-stone-700 focus-visible:outline-4 focus-visible:outline-sky-400 disabled:opacity-60"
              >
                <span className="block text-2xl font-bold">
                  {line.quantity} × {line.name}
                </span>
                {line.options.length > 0 && (
                  <span className="mt-1 block text-xl font-semibold text-yellow-300">
                    {line.options.map((option) => option.name).join(' · ')}
                  </span>
                )}
                {line.note && (
                  <span className="mt-2 block rounded-lg bg-yellow-300 px-2 py-1 text-xl font-bold text-stone-950">
                    Note: {line.note}
                  </span>
                )}
                <span className="mt-2 block text-base text-stone-300">
                  {pending ? 'Bumping...' : 'Tap when made'}
                </span>
              </button>
              {problem && (
                <p
                  role="alert"
                  className="mt-1 flex items-center gap-2 rounded-lg bg-red-900 px-2 py-1 text-lg"
                >
                  {problem}
                  <button
                    type="button"
                    onClick={() => void bumps.bump(line.id)}
                    className="rounded-md border border-white px-2 font-semibold"
                  >
                    Try again
                  </button>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </article>
  );
}
