import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../../../../../shared/api/staff';
import { apiRequest } from '../../../../lib/api-client';

export const statsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => apiRequest<AdminStats>('/api/admin/stats', { signal }),
  });

export const useAdminStats = () => useQuery(statsQuery());
