// "Waiting to send": the counter orders kept on this device because the server could not be
// reached, each with its token and what it is, until the server has them; and what the server
// said of one it refused or placed at another total, for staff to settle with the customer.

import { formatAmount, formatRupees } from '#shared/money.ts';
import { tokenLabel } from '#shared/order-book/channels.ts';
import type { QueueNews } from '../hooks/use-order-queue.ts';
import type { QueuedOrder } from '../lib/order-queue.ts';

type Props = {
  waiting: readonly QueuedOrder[];
  refused: readonly QueuedOrder[];
  repriced: readonly QueueNews[];
  onDismiss: (key: string) => void;
  onDismissRepriced: (key: string) => void;
  onRetry: () => void;
};

const nameOf = (order: QueuedOrder) =>
  typeof order.body.token === 'number' ? tokenLabel(order.body.token) : 'No token';

const DISMISS =
  'h-10 rounded-lg border border-stone-400 bg-white px-3 text-sm font-semibold hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700';

export function WaitingList({ waiting, refused, repriced, onDismiss, onDismissRepriced, onRetry }: Props) {
  if (waiting.length === 0 && refused.length === 0 && repriced.length === 0) return null;
  return (
    <section
      aria-labelledby="pad-waiting"
      className="space-y-2 rounded-2xl border-2 border-amber-500 bg-amber-50 p-3"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="pad-waiting" className="font-bold">
          {waiting.length > 0 || refused.length > 0
            ? `Waiting to send (${waiting.length})`
            : 'Sent from this device'}
        </h2>
        {waiting.length > 0 && (
          <button type="button" onClick={onRetry} className={DISMISS}>
            Send now
          </button>
        )}
      </div>
      {waiting.length > 0 && (
        <p className="text-sm">
          Taken while the server could not be reached: sent by themselves once it answers.
        </p>
      )}
      <ul className="space-y-1">
        {waiting.map((order) => (
          <li key={order.body.idempotencyKey} className="rounded-lg bg-white p-2 text-sm">
            <span className="font-bold">{nameOf(order)}</span> · {formatRupees(order.shownPaise)} ·{' '}
            {order.summary}
            {order.lastProblem && <span className="block text-amber-900">Last try: {order.lastProblem}</span>}
          </li>
        ))}
        {refused.map((order) => (
          <li
            key={order.body.idempotencyKey}
            className="flex items-center gap-2 rounded-lg bg-red-50 p-2 text-sm text-red-900"
          >
            <span className="flex-1">
              <span className="font-bold">{nameOf(order)}</span> ({formatRupees(order.shownPaise)},{' '}
              {order.summary}) was refused: {order.refusal}. Take it again on the pad; the money was taken.
            </span>
            <button type="button" onClick={() => onDismiss(order.body.idempotencyKey)} className={DISMISS}>
              Dismiss
            </button>
          </li>
        ))}
        {repriced.map((news) =>
          news.kind === 'sent' && news.repriced ? (
            <li
              key={news.order.body.idempotencyKey}
              className="flex items-center gap-2 rounded-lg bg-white p-2 text-sm"
            >
              <span className="flex-1">
                <span className="font-bold">{nameOf(news.order)}</span> was sent as order{' '}
                {news.placed.orderNumber} at {formatAmount(news.repriced.total)}, not the{' '}
                {formatAmount(news.repriced.shown)} taken: settle the difference.
              </span>
              <button
                type="button"
                onClick={() => onDismissRepriced(news.order.body.idempotencyKey)}
                className={DISMISS}
              >
                Dismiss
              </button>
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}
