import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuResponse } from '../../../../../shared/api/catalog';
import { apiRequest } from '../../../../lib/api-client';
import { takeBootData } from '../../../../lib/boot-data';

export const getMenu = (signal?: AbortSignal) => apiRequest<MenuResponse>('/api/menu', { signal });

const bootMenu = takeBootData<MenuResponse>('menu');
const bootedAt = Date.now();

export const menuQueryOptions = () =>
  queryOptions({
    queryKey: ['menu'],
    queryFn: ({ signal }) => getMenu(signal),
    // The menu written into the page by the server counts as freshly fetched.
    initialData: bootMenu,
    initialDataUpdatedAt: bootMenu ? bootedAt : undefined,
  });

export const useMenu = () => useQuery(menuQueryOptions());
