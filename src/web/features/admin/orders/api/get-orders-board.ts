import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { ORDERS_KEY } from './keys.ts';

export const getOrdersBoard = (signal?: AbortSignal) => api('GET /api/admin/orders', { signal });

export const ordersBoardQueryOptions = () =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'board'],
    queryFn: ({ signal }) => getOrdersBoard(signal),
  });

export const useOrdersBoard = () => useQuery(ordersBoardQueryOptions());
