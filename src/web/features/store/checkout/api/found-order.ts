// After a reload that lost Place Order's answer: the order the checkout's key made, if the server
// got it. Asked once when the checkout opens with a key still in flight; found, the checkout shows
// its confirmation instead of letting the customer place it again.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Order } from '#shared/api/orders.ts';
import { api } from '#web/lib/api.ts';

export function useFoundOrder(key: string | undefined, onFound: (order: Order) => void) {
  const found = useQuery({
    queryKey: ['checkout', 'in-flight', key],
    queryFn: ({ signal }) => api('GET /api/orders/by-key/:key', { params: { key: key! }, signal }),
    enabled: key !== undefined,
    // A 404 is the answer "the server never got it": the key stays, Place Order sends it.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const order = found.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per order found, whoever renders.
  useEffect(() => {
    if (order) onFound(order);
  }, [order]);
}
