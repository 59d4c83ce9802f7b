// Sending an order with a rider from the board (docs/product.md#sending-an-order-with-a-rider): the
// riders on shift, read once for the whole board (every card's menu shares the answer), and the
// moves on a card's delivery. The riders' key sits under ORDERS_KEY, so the staff stream's
// coalesced re-read (order and delivery events) refreshes them with the board.
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { ORDERS_KEY } from './keys.ts';
import { useOrderAnswered } from './order-answered.ts';

export const DISPATCH_RIDERS_KEY = [...ORDERS_KEY, 'dispatch-riders'] as const;

export const getOnShiftRiders = (signal?: AbortSignal) => api('GET /api/admin/dispatch/riders', { signal });

/** Asked only by cards that may be sent with a rider; every card reads the one shared answer. */
export const useOnShiftRiders = (enabled: boolean) =>
  useQuery({ queryKey: DISPATCH_RIDERS_KEY, queryFn: ({ signal }) => getOnShiftRiders(signal), enabled });

/** fromRiderId: who the card showed holding the order, so a change made meanwhile elsewhere wins (409). */
export const assignRider = ({ id, ...body }: { id: string; riderId: string; fromRiderId: string | null }) =>
  api('PUT /api/admin/orders/:id/delivery', { params: { id }, body });

export const unassignRider = (id: string) =>
  api('DELETE /api/admin/orders/:id/delivery', { params: { id }, body: {} });

export const makePickup = (id: string) => api('POST /api/admin/orders/:id/to-pickup', { params: { id } });

/** Each answers the order as it now stands: the card shows it at once, the riders follow the re-read. */
export function useDeliveryMoves() {
  const answered = useOrderAnswered();
  return {
    assign: useMutation({ mutationFn: assignRider, onSuccess: answered }),
    unassign: useMutation({ mutationFn: unassignRider, onSuccess: answered }),
    toPickup: useMutation({ mutationFn: makePickup, onSuccess: answered }),
  };
}
