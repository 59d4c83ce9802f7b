// An order card's moves: why the last move failed (with its retry), the next status and Cancel,
// which opens the form that asks for a reason.
import { useState } from 'react';
import type { Order } from '#shared/api/orders.ts';
import { moveActionLabel, nextStatus, type OrderStatus, staffMayMove } from '#shared/orders.ts';
import { CancelOrderForm } from './cancel-order-form.tsx';

type Props = {
  order: Order;
  onMove: (id: string, s: OrderStatus, reason?: string) => void;
  busy: boolean;
  moveProblem?: { message: string; retry: () => void };
  /** A rider takes this order out or holds it (order-dispatch.tsx): no Send out, no Mark delivered. */
  riderSendsIt?: boolean;
};

export function OrderMoves({ order, onMove, busy, moveProblem, riderSendsIt = false }: Props) {
  const [cancelling, setCancelling] = useState(false);
  const next = riderSendsIt ? undefined : nextStatus(order.status, order.orderType);
  const mayCancel = staffMayMove(order.status, 'cancelled', order.orderType);
  return (
    <>
      {moveProblem && (
        <p
          role="alert"
          className="flex flex-wrap items-center gap-2 rounded-md bg-red-50 px-2 py-1 text-red-900"
        >
          {moveProblem.message}
          <button
            type="button"
            onClick={moveProblem.retry}
            className="rounded-md border border-red-800 px-2 py-0.5 font-semibold"
            aria-label={`Try again ${order.orderNumber}`}
          >
            Try again
          </button>
        </p>
      )}
      {cancelling && mayCancel ? (
        <CancelOrderForm
          order={order}
          busy={busy}
          onCancel={(reason) => onMove(order.id, 'cancelled', reason)}
          onKeep={() => setCancelling(false)}
        />
      ) : (
        (next || mayCancel) && (
          // Cancel goes under the move in a tablet's narrow column rather than out of the card.
          <div className="flex flex-wrap gap-2">
            {next && (
              <button
                type="button"
                disabled={busy}
                onClick={() => onMove(order.id, next)}
                className="flex-1 rounded-md bg-brand-700 px-2 py-1.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                {moveActionLabel(next, order.orderType)}
              </button>
            )}
            {mayCancel && (
              <button
                type="button"
                onClick={() => setCancelling(true)}
                className="rounded-md border border-stone-300 px-2 py-1.5"
                aria-label={`Cancel ${order.orderNumber}`}
              >
                Cancel
              </button>
            )}
          </div>
        )
      )}
    </>
  );
}
