import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminItem } from '../../../../../shared/api/admin-catalog';
import { apiRequest } from '../../../../lib/api-client';
import { MENU_ADMIN_KEY } from './keys';

export const adminItemsQuery = () =>
  queryOptions({
    queryKey: [...MENU_ADMIN_KEY, 'items'],
    queryFn: ({ signal }) => apiRequest<{ items: AdminItem[] }>('/api/admin/menu-items', { signal }),
    select: (data) => data.items,
  });

export const useAdminItems = () => useQuery(adminItemsQuery());
