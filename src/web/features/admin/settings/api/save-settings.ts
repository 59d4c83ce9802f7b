import { useMutation } from '@tanstack/react-query';
import type { SettingsInput } from '#shared/api/settings.ts';
import { api } from '#web/lib/api.ts';
import { useSettingsSaved } from '#web/lib/use-settings-saved.ts';

export const saveSettings = (body: SettingsInput) => api('PUT /api/admin/settings', { body });

export function useSaveSettings() {
  const onSuccess = useSettingsSaved();
  return useMutation({ mutationFn: saveSettings, onSuccess });
}
