import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Order, ordersResponseSchema } from '#shared/api/orders.ts';
import { BOARD_KEY } from './get-orders-board.ts';
import { ORDERS_KEY } from './keys.ts';

type Board = z.infer<typeof ordersResponseSchema>;

/**
 * After a payment action the server answers the order as it now stands: every board list shows it
 * at once (a refund's state, 'Paid'), then everything about orders is read again.
 */
export function useOrderAnswered() {
  const queryClient = useQueryClient();
  return (order: Order) => {
    queryClient.setQueriesData<Board>({ queryKey: BOARD_KEY }, (board) =>
      board ? { orders: board.orders.map((o) => (o.id === order.id ? order : o)) } : board,
    );
    return queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
  };
}
