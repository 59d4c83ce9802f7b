import { useQuery } from '@tanstack/react-query';
import { settingsQueryOptions } from '#web/lib/get-settings.ts';

/** The settings as the storefront shows them, as fresh as any other read of the staff area. */
export const useSiteSettings = () => useQuery(settingsQueryOptions());
