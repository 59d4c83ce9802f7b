import { useQuery } from '@tanstack/react-query';
import type { StorageStats } from '../../../../../shared/api/admin-catalog';
import { apiRequest } from '../../../../lib/api-client';
import { MENU_ADMIN_KEY } from './keys';

export const useStorageStats = () =>
  useQuery({
    queryKey: [...MENU_ADMIN_KEY, 'storage-stats'],
    queryFn: ({ signal }) => apiRequest<StorageStats>('/api/admin/uploads/stats', { signal }),
  });
