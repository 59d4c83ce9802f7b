import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export const getBillingSettings = (signal?: AbortSignal) =>
  api('GET /api/admin/settings/billing', { signal });

export const billingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'billing-settings'],
    queryFn: ({ signal }) => getBillingSettings(signal),
  });

/** The legal and tax details bills print, as the 'Bills and tax' form edits them (admins only). */
export const useBillingSettings = () => useQuery(billingSettingsQueryOptions());
