import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DispatchSettings } from '#shared/dispatch/dispatch-settings.ts';
import { api } from '#web/lib/api.ts';

const DISPATCH_SETTINGS_KEY = ['admin', 'settings', 'dispatch'] as const;

/** How the shop dispatches its riders (docs/product.md#riders-and-dispatch). */
export const useDispatchSettings = () =>
  useQuery({
    queryKey: DISPATCH_SETTINGS_KEY,
    queryFn: ({ signal }) => api('GET /api/admin/settings/dispatch', { signal }),
  });

export function useSaveDispatchSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DispatchSettings) => api('PUT /api/admin/settings/dispatch', { body }),
    onSuccess: (saved) => queryClient.setQueryData(DISPATCH_SETTINGS_KEY, saved),
  });
}
