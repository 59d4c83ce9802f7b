// The kitchen display's calls (docs/product.md#kitchen-display-by-station). A station's screen sits
// under the orders' query key, so the staff stream's coalesced re-read of everything about orders
// (orders/api/order-events.tsx) refreshes it with the board: one stream, one re-read.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StationInput } from '#shared/api/kitchen.ts';
import { ORDERS_KEY } from '#web/features/admin/orders/api/keys.ts';
import { api } from '#web/lib/api.ts';

export const STATIONS_KEY = ['admin', 'kitchen', 'stations'] as const;
const ticketsKey = (stationId: string) => [...ORDERS_KEY, 'kitchen', stationId] as const;

export const stationsQueryOptions = () =>
  queryOptions({
    queryKey: STATIONS_KEY,
    queryFn: ({ signal }) => api('GET /api/admin/kitchen/stations', { signal }),
  });

export const useStations = () => useQuery(stationsQueryOptions());

export const useStationTickets = (stationId: string) =>
  useQuery({
    queryKey: ticketsKey(stationId),
    queryFn: ({ signal }) =>
      api('GET /api/admin/kitchen/stations/:id/tickets', { params: { id: stationId }, signal }),
  });

export const bumpLine = (lineId: string) =>
  api('POST /api/admin/kitchen/lines/:id/bump', { params: { id: lineId } });

/** The station set-up's writes; each answer re-reads the list. */
export function useStationWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: STATIONS_KEY });
  return {
    create: useMutation({
      mutationFn: (body: StationInput) => api('POST /api/admin/kitchen/stations', { body }),
      onSuccess,
    }),
    rename: useMutation({
      mutationFn: ({ id, name }: { id: string; name: string }) =>
        api('PATCH /api/admin/kitchen/stations/:id', { params: { id }, body: { name } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api('DELETE /api/admin/kitchen/stations/:id', { params: { id } }),
      onSuccess,
    }),
    reorder: useMutation({
      mutationFn: (stationIds: string[]) =>
        api('PUT /api/admin/kitchen/stations/order', { body: { stationIds } }),
      onSuccess,
    }),
    setItems: useMutation({
      mutationFn: ({ id, itemIds }: { id: string; itemIds: string[] }) =>
        api('PUT /api/admin/kitchen/stations/:id/items', { params: { id }, body: { itemIds } }),
      onSuccess,
    }),
  };
}
