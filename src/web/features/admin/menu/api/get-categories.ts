import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCategory } from '../../../../../shared/api/admin-catalog';
import { apiRequest } from '../../../../lib/api-client';
import { MENU_ADMIN_KEY } from './keys';

export const adminCategoriesQuery = () =>
  queryOptions({
    queryKey: [...MENU_ADMIN_KEY, 'categories'],
    queryFn: ({ signal }) => apiRequest<{ categories: AdminCategory[] }>('/api/admin/categories', { signal }),
    select: (data) => data.categories,
  });

export const useAdminCategories = () => useQuery(adminCategoriesQuery());
