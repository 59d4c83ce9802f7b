import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '#shared/orders.ts';
import { api } from '#web/lib/api.ts';
import { ORDERS_KEY } from './keys.ts';

/** Every board list starts with this key: the open board, and each status filter after it. */
export const BOARD_KEY = [...ORDERS_KEY, 'board'] as const;

/**
 * Without a status: every order the kitchen should see (the server leaves out orders still
 * awaiting an online payment); with one, the orders in that status, those included.
 */
export const getOrdersBoard = (status?: OrderStatus, signal?: AbortSignal) =>
  api('GET /api/admin/orders', { query: { status }, signal });

export const ordersBoardQueryOptions = (status?: OrderStatus) =>
  queryOptions({
    queryKey: status ? [...BOARD_KEY, status] : BOARD_KEY,
    queryFn: ({ signal }) => getOrdersBoard(status, signal),
  });

export const useOrdersBoard = () => useQuery(ordersBoardQueryOptions());

/** The orders in one status (the board's filter); nothing is asked while no status is chosen. */
export const useOrdersWithStatus = (status: OrderStatus | undefined) =>
  useQuery({ ...ordersBoardQueryOptions(status), enabled: status !== undefined });
