import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['customer-notifications'],
    queryFn: ({ signal }) => api('GET /api/customer/notifications', { signal }),
    staleTime: 60_000,
  });

export const useNotificationPreferences = (enabled = true) =>
  useQuery({ ...notificationPreferencesQueryOptions(), enabled });
