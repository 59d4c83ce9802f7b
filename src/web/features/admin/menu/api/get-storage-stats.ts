import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { MENU_ADMIN_KEY } from './keys.ts';

export const getStorageStats = (signal?: AbortSignal) => api('GET /api/admin/uploads/stats', { signal });

export const storageStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...MENU_ADMIN_KEY, 'storage-stats'],
    queryFn: ({ signal }) => getStorageStats(signal),
  });

export const useStorageStats = () => useQuery(storageStatsQueryOptions());
