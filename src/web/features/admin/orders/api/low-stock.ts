// The board's low-stock list (docs/product.md#counted-stock): under the orders' key, so every order
// event re-reads it, and the stream's menu event (a count set, sold out, given back) too.
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { ORDERS_KEY } from './keys.ts';

export const LOW_STOCK_KEY = [...ORDERS_KEY, 'low-stock'] as const;

export const useLowStock = () =>
  useQuery({
    queryKey: LOW_STOCK_KEY,
    queryFn: ({ signal }) => api('GET /api/admin/stock/low', { signal }),
    select: (data) => data.items,
  });
