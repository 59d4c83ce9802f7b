import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, NotificationPreferencesBody } from '#shared/api/notifications.ts';
import { notificationPreferencesQueryOptions } from '#web/features/store/shared/api/notification-preferences.ts';
import { api } from '#web/lib/api.ts';

export const updateNotificationPreferences = (body: NotificationPreferencesBody) =>
  api('PUT /api/customer/notifications', { body });

/** Optimistic: the switch moves at once and moves back if the server refuses. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationPreferencesQueryOptions();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<NotificationPreferences>(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, ...next });
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}
