import { useMutation } from '@tanstack/react-query';
import type { DeliveryAreaInput } from '#shared/delivery-area/delivery-area-schema.ts';
import { api } from '#web/lib/api.ts';
import { useSettingsSaved } from '#web/lib/use-settings-saved.ts';

/** The whole delivery area, written as one document; a refused one stores nothing. */
export const saveDeliveryArea = (body: DeliveryAreaInput) =>
  api('PUT /api/admin/settings/delivery-area', { body });

export function useSaveDeliveryArea() {
  const onSuccess = useSettingsSaved();
  return useMutation({ mutationFn: saveDeliveryArea, onSuccess });
}
