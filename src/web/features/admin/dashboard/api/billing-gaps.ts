import { useQuery } from '@tanstack/react-query';
import { billingGaps } from '#shared/billing/billing-gaps.ts';
import { settingsQueryOptions } from '#web/lib/get-settings.ts';

/**
 * What bills still lack, from the public settings (the same read the storefront and Settings use,
 * so saving 'Bills and tax' clears the warning at once); [] when complete.
 */
export const useBillingGaps = () =>
  useQuery({ ...settingsQueryOptions(), select: (settings) => billingGaps(settings.billing) });
