import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicSettings, SettingsInput } from '../../../../../shared/api/settings';
import { apiRequest } from '../../../../lib/api-client';
import { SETTINGS_KEY } from './get-settings';

export const saveSettings = (body: SettingsInput) =>
  apiRequest<PublicSettings>('/api/admin/settings', { method: 'PUT', body });

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      // Show the saved values at once, and make every ['settings'] reader (the storefront in this
      // tab included) fetch again rather than trust its minute of staleTime.
      queryClient.setQueryData(SETTINGS_KEY, saved);
      return queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    },
  });
}
