import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '../../../../../shared/api/settings';
import { apiRequest } from '../../../../lib/api-client';

export const getSettings = (signal?: AbortSignal) => apiRequest<PublicSettings>('/api/settings', { signal });

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings'], queryFn: ({ signal }) => getSettings(signal), staleTime: 60_000 });

export const useSettings = () => useQuery(settingsQueryOptions());
