import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import type { AdminOrdersResponse, Order } from '#shared/api/orders.ts';
import { BOARD_KEY } from './get-orders-board.ts';
import { ORDERS_KEY } from './keys.ts';

/** The open board holds one answer; the paged lists (finished, a status, a search) hold pages. */
type BoardData = AdminOrdersResponse | InfiniteData<AdminOrdersResponse, number>;

/**
 * After a payment action the server answers the order as it now stands: every board list shows it
 * at once (a refund's state, 'Paid'), then everything about orders is read again.
 */
export function useOrderAnswered() {
  const queryClient = useQueryClient();
  return (order: Order) => {
    const swap = (list: AdminOrdersResponse): AdminOrdersResponse => ({
      ...list,
      orders: list.orders.map((o) => (o.id === order.id ? order : o)),
    });
    queryClient.setQueriesData<BoardData>({ queryKey: BOARD_KEY }, (data) => {
      if (!data) return data;
      return 'pages' in data ? { ...data, pages: data.pages.map(swap) } : swap(data);
    });
    return queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
  };
}
