// GET /api/settings, read by the storefront and by the staff area's Settings page under one key, so
// a save in the staff area refreshes the storefront in the same tab. Each adds its own options
// (the storefront: the page's first render and a minute of freshness) on top of these.
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';
import { SETTINGS_KEY } from './query-keys.ts';

export const getSettings = (signal?: AbortSignal) => api('GET /api/settings', { signal });

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => getSettings(signal) });
