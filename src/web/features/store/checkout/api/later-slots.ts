import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export const laterSlotsQueryOptions = () =>
  queryOptions({
    queryKey: ['later-slots'],
    queryFn: ({ signal }) => api('GET /api/later-slots', { signal }),
    // Slots fill and pass with the clock: read again each time the choice is shown, and each minute.
    staleTime: 0,
    refetchInterval: 60_000,
  });

/** Today's slots for later; asked only while the shop takes orders for later. */
export const useLaterSlots = (enabled: boolean) => useQuery({ ...laterSlotsQueryOptions(), enabled });
