import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '#web/lib/api.ts';
import { useOrdersBoard } from './get-orders-board.ts';

/**
 * Not under the orders' key: the live stream's re-read of the orders must not wait on this one,
 * nor say the board is not current when only this one failed (board-live-status.tsx).
 */
const PROMISE_NOW_KEY = ['admin', 'promise'] as const;

/**
 * The estimate now, today's on-time share and the automatic switch (docs/product.md#the-promise),
 * every 30 seconds for the passage of time.
 */
export const usePromiseNow = () =>
  useQuery({
    queryKey: PROMISE_NOW_KEY,
    queryFn: ({ signal }) => api('GET /api/admin/promise', { signal }),
    refetchInterval: 30_000,
  });

/** On the board: read again whenever the board has been (on its live changes), after it. */
export function usePromiseNowWithBoard() {
  const promise = usePromiseNow();
  const boardReadAt = useOrdersBoard().dataUpdatedAt;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (boardReadAt > 0) void queryClient.invalidateQueries({ queryKey: PROMISE_NOW_KEY });
  }, [boardReadAt, queryClient]);
  return promise;
}
