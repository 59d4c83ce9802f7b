import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import type { AdminOrdersResponse, Order } from '#shared/api/orders.ts';
import { BOARD_KEY } from './get-orders-board.ts';
import { useBoardRefresh } from './order-events.tsx';

/** The open board holds one answer; the paged lists (finished, a status, a search) hold pages. */
type BoardData = AdminOrdersResponse | InfiniteData<AdminOrdersResponse, number>;

/**
 * After a change this device made the server answers the order as it now stands: every board
 * list shows it at once (its new column, a refund's state, 'Paid'), and the coalesced re-read
 * that the change's own event also asks for brings the rest (the bell, the finished list).
 */
export function useOrderAnswered() {
  const queryClient = useQueryClient();
  const refresh = useBoardRefresh();
  return (order: Order) => {
    const swap = (list: AdminOrdersResponse): AdminOrdersResponse => ({
      ...list,
      orders: list.orders.map((o) => (o.id === order.id ? order : o)),
    });
    queryClient.setQueriesData<BoardData>({ queryKey: BOARD_KEY }, (data) => {
      if (!data) return data;
      return 'pages' in data ? { ...data, pages: data.pages.map(swap) } : swap(data);
    });
    refresh();
  };
}
