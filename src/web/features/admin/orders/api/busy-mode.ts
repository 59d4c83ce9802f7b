// Busy mode from the order board (docs/product.md#d17-the-promise-shown-is-one-the-shop-can-keep):
// one tap adds minutes to the promise for a while; it ends by itself, or at once with End.
import { useMutation } from '@tanstack/react-query';
import type { BusyModeInput } from '#shared/api/settings.ts';
import { api } from '#web/lib/api.ts';
import { useSettingsSaved } from '#web/lib/use-settings-saved.ts';

export const startBusyMode = (body: BusyModeInput) => api('PUT /api/admin/busy-mode', { body });
export const endBusyMode = () => api('DELETE /api/admin/busy-mode');

export function useStartBusyMode() {
  const onSuccess = useSettingsSaved();
  return useMutation({ mutationFn: startBusyMode, onSuccess });
}

export function useEndBusyMode() {
  const onSuccess = useSettingsSaved();
  return useMutation({ mutationFn: endBusyMode, onSuccess });
}
