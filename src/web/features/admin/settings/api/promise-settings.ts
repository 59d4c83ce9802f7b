import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromiseSettingsInput } from '#shared/api/promise.ts';
import { api } from '#web/lib/api.ts';

const PROMISE_SETTINGS_KEY = ['admin', 'settings', 'promise'] as const;

/** How the shop works out the time it shows customers (docs/product.md#the-promise). */
export const usePromiseSettings = () =>
  useQuery({
    queryKey: PROMISE_SETTINGS_KEY,
    queryFn: ({ signal }) => api('GET /api/admin/settings/promise', { signal }),
  });

export function useSavePromiseSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PromiseSettingsInput) => api('PUT /api/admin/settings/promise', { body }),
    onSuccess: (saved) => queryClient.setQueryData(PROMISE_SETTINGS_KEY, saved),
  });
}
