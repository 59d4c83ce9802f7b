import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsInput } from '#shared/api/settings.ts';
import { api } from '#web/lib/api.ts';
import { settingsQueryOptions } from '#web/lib/get-settings.ts';

export const saveSettings = (body: SettingsInput) => api('PUT /api/admin/settings', { body });

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      // Show the saved values at once, and make every ['settings'] reader (the storefront in this
      // tab included) fetch again rather than trust its minute of staleTime.
      const { queryKey } = settingsQueryOptions();
      queryClient.setQueryData(queryKey, saved);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
