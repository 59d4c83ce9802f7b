import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { MENU_ADMIN_KEY } from './keys.ts';

export const getAdminCategories = (signal?: AbortSignal) => api('GET /api/admin/categories', { signal });

export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...MENU_ADMIN_KEY, 'categories'],
    queryFn: ({ signal }) => getAdminCategories(signal),
    select: (data) => data.categories,
  });

export const useAdminCategories = () => useQuery(adminCategoriesQueryOptions());
