import { useQueryClient } from '@tanstack/react-query';
import { adminStatsQueryOptions } from '#web/features/admin/dashboard/api/get-stats.ts';
import { MENU_KEY } from '#web/lib/query-keys.ts';
import { MENU_ADMIN_KEY } from './keys.ts';

/**
 * After any menu write: lists, counters and storage stats are read again, and so is the
 * storefront menu this tab may hold (staff often open the shop right after an edit).
 */
export function useInvalidateMenu() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MENU_ADMIN_KEY }),
      queryClient.invalidateQueries({ queryKey: adminStatsQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: MENU_KEY }),
    ]);
}
