// The signed-in customer's stream of changes to their own orders, open while an order view is
// on screen: each change (and each reconnection) re-reads the orders shown.
import { useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_ORDER_STREAM } from '../../../../../shared/api/events';
import { useEventStream } from '../../../../lib/use-event-stream';

export const MY_ORDERS_KEY = ['my-orders'];
export const myOrderKey = (id: string | undefined) => [...MY_ORDERS_KEY, 'one', id];

export function useMyOrderEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY });
  return useEventStream(enabled ? CUSTOMER_ORDER_STREAM : null, { ready: refresh, order: refresh });
}
