import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuResponse } from '../../../../../shared/api/catalog';
import { apiRequest } from '../../../../lib/api-client';

export const getMenu = (signal?: AbortSignal) => apiRequest<MenuResponse>('/api/menu', { signal });

export const menuQueryOptions = () =>
  queryOptions({ queryKey: ['menu'], queryFn: ({ signal }) => getMenu(signal) });

export const useMenu = () => useQuery(menuQueryOptions());
