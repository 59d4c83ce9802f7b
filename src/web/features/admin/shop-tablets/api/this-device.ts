import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** Whether this browser is a shop tablet (docs/product.md#shared-tablets): "Switch user" shows there. */
export const getThisDevice = (signal?: AbortSignal) => api('GET /api/staff/this-device', { signal });

export const thisDeviceQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'this-device'],
    queryFn: ({ signal }) => getThisDevice(signal),
    staleTime: 60_000,
  });

export const useThisDevice = () => useQuery(thisDeviceQueryOptions());
