import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactPages } from '#shared/api/settings.ts';
import { api } from '#web/lib/api.ts';
import { settingsQueryOptions } from '#web/lib/get-settings.ts';
import { contactPagesQueryOptions } from './get-contact-pages.ts';

export const saveContactPages = (body: ContactPages) => api('PUT /api/admin/settings/pages', { body });

/** After a save the footer's contact details (in the settings) and any page read in this tab are stale. */
export function useSaveContactPages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContactPages,
    onSuccess: (saved) => {
      queryClient.setQueryData(contactPagesQueryOptions().queryKey, saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['page'] }),
      ]);
    },
  });
}
