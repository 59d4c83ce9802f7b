// The board's moves, card by card: only the tapped card waits for its answer (a pending move used
// to grey out every card), and a move that fails says why on its own card, with a retry of the
// same move. A failed move changes nothing on the server, so trying it again is always safe.
import { useState } from 'react';
import type { OrderStatus } from '#shared/orders.ts';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useMoveOrder } from '../api/move-order.ts';

type Move = { id: string; status: OrderStatus; reason?: string };

export function useBoardMoves() {
  const move = useMoveOrder();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState<ReadonlyMap<string, { message: string; move: Move }>>(new Map());

  async function run(id: string, status: OrderStatus, reason?: string) {
    setPending((now) => new Set(now).add(id));
    setFailed((now) => {
      const next = new Map(now);
      next.delete(id);
      return next;
    });
    try {
      await move.mutateAsync({ id, status, reason });
    } catch (failure) {
      const message = failureMessage(failure, 'Update failed');
      setFailed((now) => new Map(now).set(id, { message, move: { id, status, reason } }));
    } finally {
      setPending((now) => {
        const next = new Set(now);
        next.delete(id);
        return next;
      });
    }
  }

  return {
    run,
    isPending: (id: string) => pending.has(id),
    /** The card's failed move, if any, with its retry. */
    problem(id: string) {
      const failure = failed.get(id);
      if (!failure) return undefined;
      const { status, reason } = failure.move;
      return { message: failure.message, retry: () => void run(id, status, reason) };
    },
  };
}
