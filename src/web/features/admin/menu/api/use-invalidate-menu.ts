import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_STATS_KEY, MENU_ADMIN_KEY } from './keys';

/**
 * After any menu write: lists, counters and storage stats are read again, and so is the
 * storefront menu this tab may hold (staff often open the shop right after an edit).
 */
export function useInvalidateMenu() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MENU_ADMIN_KEY }),
      queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['menu'] }),
    ]);
}
