import { useMutation } from '@tanstack/react-query';
import type { CashLimits } from '#shared/cash-limits.ts';
import { api } from '#web/lib/api.ts';
import { useSettingsSaved } from '#web/lib/use-settings-saved.ts';

/** The caps on orders paid at the door; the next checkout applies them. */
export const saveCashLimits = (body: CashLimits) => api('PUT /api/admin/settings/cash-limits', { body });

export function useSaveCashLimits() {
  const onSuccess = useSettingsSaved();
  return useMutation({ mutationFn: saveCashLimits, onSuccess });
}
