import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '../../../../../shared/api/settings';
import { apiRequest } from '../../../../lib/api-client';

/** The storefront caches the same answer under this key, so a save refreshes both. */
export const SETTINGS_KEY = ['settings'] as const;

export const getSettings = (signal?: AbortSignal) => apiRequest<PublicSettings>('/api/settings', { signal });

export const settingsQuery = () =>
  queryOptions({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => getSettings(signal) });

/** The settings as the storefront reads them. */
export const useSiteSettings = () => useQuery(settingsQuery());
