import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { ORDERS_KEY } from './keys.ts';

/**
 * The estimate now, today's on-time share and the automatic switch (docs/product.md#the-promise).
 * Under the orders' key, so every live change to the orders re-reads it with the board; and every
 * 30 seconds for the passage of time.
 */
export const usePromiseNow = () =>
  useQuery({
    queryKey: [...ORDERS_KEY, 'promise'],
    queryFn: ({ signal }) => api('GET /api/admin/promise', { signal }),
    refetchInterval: 30_000,
  });
