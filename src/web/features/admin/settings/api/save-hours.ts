import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { useSettingsSaved } from '#web/lib/use-settings-saved.ts';
import type { HoursBody } from '../lib/hours-draft.ts';

/** The weekly shifts, holidays and time zone as one document; busy mode is the order board's. */
export const saveHours = (body: HoursBody) => api('PUT /api/admin/settings/hours', { body });

export function useSaveHours() {
  const onSuccess = useSettingsSaved();
  return useMutation({ mutationFn: saveHours, onSuccess });
}
