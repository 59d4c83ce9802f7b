// The board's emergency stop (docs/product.md#pausing-the-shop): any staff member pauses; only
// those who manage the settings resume. Both answer the settings, shown at once here and re-read
// by every other board through the staff stream.
import { useMutation } from '@tanstack/react-query';
import type { ShopPauseInput } from '#shared/api/settings.ts';
import { api } from '#web/lib/api.ts';
import { useSettingsSaved } from '#web/lib/use-settings-saved.ts';

export const pauseShop = (body: ShopPauseInput) => api('PUT /api/admin/shop-pause', { body });
export const resumeShop = () => api('DELETE /api/admin/shop-pause');

export function usePauseShop() {
  const onSuccess = useSettingsSaved();
  return useMutation({ mutationFn: pauseShop, onSuccess });
}

export function useResumeShop() {
  const onSuccess = useSettingsSaved();
  return useMutation({ mutationFn: resumeShop, onSuccess });
}
