// The signed-in customer's stream of changes to their own orders, open while an order view is
// on screen: each change (and each reconnection) re-reads the orders shown.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_ORDER_STREAM } from '#shared/api/events.ts';
import { useEventStream } from '#web/lib/use-event-stream.ts';
import { customerMeQueryOptions } from './customer-me.ts';
import { MY_ORDERS_KEY } from './my-orders-keys.ts';

export function myOrderStreamHandlers(queryClient: QueryClient) {
  const refresh = () => queryClient.invalidateQueries({ queryKey: MY_ORDERS_KEY });
  return {
    ready: refresh,
    order: refresh,
    // The rider was given, picked it up or moved (docs/product.md#what-the-customer-sees).
    delivery: refresh,
    // The customer was signed out (another tab, disabled by the shop): re-reading who is signed
    // in lets the page show the signed-out state instead of orders it can no longer fetch.
    ended: () => queryClient.invalidateQueries({ queryKey: customerMeQueryOptions().queryKey }),
  };
}

export function useMyOrderEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  return useEventStream(enabled ? CUSTOMER_ORDER_STREAM : null, myOrderStreamHandlers(queryClient));
}
