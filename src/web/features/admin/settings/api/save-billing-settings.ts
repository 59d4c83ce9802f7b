import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingSettings } from '#shared/billing/billing-settings.ts';
import { api } from '#web/lib/api.ts';
import { settingsQueryOptions } from '#web/lib/get-settings.ts';
import { billingSettingsQueryOptions } from './get-billing-settings.ts';

/** The whole set as one document; a refused one stores nothing. Orders placed earlier keep their terms. */
export const saveBillingSettings = (body: BillingSettings) =>
  api('PUT /api/admin/settings/billing', { body });

/**
 * The public settings carry the billing details too (checkout's tax lines, the dashboard's warning
 * about gaps): they are read again after a save.
 */
export function useSaveBillingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(billingSettingsQueryOptions().queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: settingsQueryOptions().queryKey });
    },
  });
}
