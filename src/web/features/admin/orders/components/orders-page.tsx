// The staff order board: a column per open status, one tap to the next status, cancel with a
// reason, and the customer's phone and address on each card.
import { useState } from 'react';
import type { Order } from '#shared/api/orders.ts';
import { formatRupees, toPaise } from '#shared/money.ts';
import {
  MOVE_ACTION_LABELS,
  NEXT_STATUS,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  PAYMENT_LABELS,
} from '#shared/orders.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useOrdersBoard } from '../api/get-orders-board.ts';
import { useMoveOrder } from '../api/move-order.ts';
import { useLiveOrdersState } from '../api/order-events.tsx';

const COLUMNS: OrderStatus[] = ['placed', 'accepted', 'preparing', 'out_for_delivery'];
const time = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short' });

export function OrdersPage() {
  const board = useOrdersBoard();
  const live = useLiveOrdersState();
  const move = useMoveOrder();
  const [error, setError] = useState<string>();

  async function run(id: string, status: OrderStatus, reason?: string) {
    setError(undefined);
    try {
      await move.mutateAsync({ id, status, reason });
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : 'Update failed');
    }
  }

  const orders = board.data?.orders ?? [];
  const done = orders.filter((o) => o.status === 'delivered' || o.status === 'cancelled').slice(0, 20);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-extrabold">Orders</h1>
        <p role="status" className="flex items-center gap-2 text-sm text-stone-700">
          <span
            aria-hidden="true"
            className={`h-2.5 w-2.5 rounded-full ${live === 'open' ? 'bg-green-600' : 'bg-amber-500'}`}
          />
          {live === 'open' ? 'Live' : live === 'closed' ? 'Not live: reload the page' : 'Connecting...'}
        </p>
      </div>
      <FormAlert message={error} />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {COLUMNS.map((status) => {
          const column = orders.filter((o) => o.status === status);
          return (
            <section
              key={status}
              aria-labelledby={`col-${status}`}
              className="rounded-2xl bg-stone-200/60 p-3"
            >
              <h2 id={`col-${status}`} className="mb-3 flex justify-between font-bold">
                {ORDER_STATUS_LABELS[status]} <span className="tabular-nums">{column.length}</span>
              </h2>
              <ul className="space-y-3">
                {column.map((order) => (
                  <li key={order.id}>
                    <OrderCard order={order} onMove={run} busy={move.isPending} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      {done.length > 0 && (
        <section aria-labelledby="done-heading">
          <h2 id="done-heading" className="mb-2 font-bold">
            Recently finished
          </h2>
          <ul className="divide-y divide-stone-200 rounded-2xl bg-white text-sm shadow-sm">
            {done.map((o) => (
              <li key={o.id} className="flex flex-wrap justify-between gap-2 px-4 py-2">
                <span className="font-mono">{o.orderNumber}</span>
                <span>{ORDER_STATUS_LABELS[o.status]}</span>
                <span>{o.cancelReason ?? ''}</span>
                <span className="tabular-nums">{formatRupees(toPaise(o.total))}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function OrderCard({
  order,
  onMove,
  busy,
}: {
  order: Order;
  onMove: (id: string, s: OrderStatus, reason?: string) => void;
  busy: boolean;
}) {
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const next = NEXT_STATUS[order.status];
  return (
    <article className="space-y-2 rounded-xl bg-white p-3 text-sm shadow-sm">
      <div className="flex justify-between">
        <h3 className="font-mono font-bold">{order.orderNumber}</h3>
        <span className="text-stone-600">{time.format(new Date(order.createdAt))}</span>
      </div>
      <ul>
        {order.lines.map((l) => (
          <li key={`${l.menuItemId}-${l.name}`}>
            {l.quantity} × {l.name}
          </li>
        ))}
      </ul>
      <p className="font-semibold">
        {formatRupees(toPaise(order.total))} · {PAYMENT_LABELS[order.paymentMethod]}
      </p>
      <p className="text-stone-700">
        {order.address.name}, {order.address.address}
        <br />
        <a href={`tel:${order.customerPhone ?? order.address.phone}`} className="underline">
          {order.customerPhone ?? order.address.phone}
        </a>
      </p>
      {cancelling ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (reason.trim()) onMove(order.id, 'cancelled', reason.trim());
          }}
          className="space-y-2"
        >
          <label className="block text-xs font-medium">
            Reason for cancelling
            <input
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              className="mt-1 w-full rounded-md border border-stone-300 px-2 py-1"
            />
          </label>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => setCancelling(false)}
              className="rounded-md border px-2 py-1"
            >
              Keep
            </button>
            <button
              type="submit"
              disabled={busy || !reason.trim()}
              className="rounded-md bg-red-700 px-2 py-1 font-semibold text-white disabled:opacity-60"
            >
              Cancel order
            </button>
          </div>
        </form>
      ) : (
        <div className="flex gap-2">
          {next && (
            <button
              type="button"
              disabled={busy}
              onClick={() => onMove(order.id, next)}
              className="flex-1 rounded-md bg-brand-700 px-2 py-1.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {MOVE_ACTION_LABELS[next]}
            </button>
          )}
          <button
            type="button"
            onClick={() => setCancelling(true)}
            className="rounded-md border border-stone-300 px-2 py-1.5"
            aria-label={`Cancel ${order.orderNumber}`}
          >
            Cancel
          </button>
        </div>
      )}
    </article>
  );
}
