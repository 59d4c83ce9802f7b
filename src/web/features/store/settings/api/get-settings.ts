import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '../../../../../shared/api/settings';
import { apiRequest } from '../../../../lib/api-client';
import { takeBootData } from '../../../../lib/boot-data';

export const getSettings = (signal?: AbortSignal) => apiRequest<PublicSettings>('/api/settings', { signal });

const bootSettings = takeBootData<PublicSettings>('settings');
const bootedAt = Date.now();

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => getSettings(signal),
    staleTime: 60_000,
    initialData: bootSettings,
    initialDataUpdatedAt: bootSettings ? bootedAt : undefined,
  });

export const useSettings = () => useQuery(settingsQueryOptions());
