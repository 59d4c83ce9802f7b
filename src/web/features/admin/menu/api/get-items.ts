import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { MENU_ADMIN_KEY } from './keys.ts';

export const getAdminItems = (signal?: AbortSignal) => api('GET /api/admin/menu-items', { signal });

export const adminItemsQueryOptions = () =>
  queryOptions({
    queryKey: [...MENU_ADMIN_KEY, 'items'],
    queryFn: ({ signal }) => getAdminItems(signal),
    select: (data) => data.items,
  });

export const useAdminItems = () => useQuery(adminItemsQueryOptions());
