// Every write that answers with the settings (the settings form, the delivery area, the opening
// hours, busy mode on the order board) ends the same way: show what was stored at once, and make
// every ['settings'] reader (the storefront in this tab included) fetch again rather than trust its
// minute of staleTime.
import { useQueryClient } from '@tanstack/react-query';
import type { PublicSettings } from '#shared/api/settings.ts';
import { settingsQueryOptions } from './get-settings.ts';

export function useSettingsSaved() {
  const queryClient = useQueryClient();
  return (saved: PublicSettings) => {
    const { queryKey } = settingsQueryOptions();
    queryClient.setQueryData(queryKey, saved);
    return queryClient.invalidateQueries({ queryKey });
  };
}
