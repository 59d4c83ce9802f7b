import { useMutation } from '@tanstack/react-query';
import type { LaterOrdersSettings } from '#shared/stock-and-time/later-orders.ts';
import { api } from '#web/lib/api.ts';
import { useSettingsSaved } from '#web/lib/use-settings-saved.ts';

/** Orders for later today's rules; the storefront's next checkout offers slots by them. */
export const saveLaterOrders = (body: LaterOrdersSettings) =>
  api('PUT /api/admin/settings/later-orders', { body });

export function useSaveLaterOrders() {
  const onSuccess = useSettingsSaved();
  return useMutation({ mutationFn: saveLaterOrders, onSuccess });
}
