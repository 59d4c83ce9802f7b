// The menu and the shop's state follow the server while the page is open: a `menu` event (an item
// out of stock, a new price, an item removed) re-reads the menu; a `settings` event (paused or
// resumed, busy mode, hours, a newly saved promotional message) re-reads the settings, so the
// header, the banner, the offer bar and checkout's Place Order change without a reload. Both come
// again after a reconnection (public-stream.ts).
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { usePublicEvent } from '#web/lib/public-stream.ts';
import { MENU_KEY, SETTINGS_KEY } from '#web/lib/query-keys.ts';

export function useLiveStorefront(): void {
  const queryClient = useQueryClient();
  const refresh = (queryKey: QueryKey) => () => void queryClient.invalidateQueries({ queryKey });
  usePublicEvent('menu', refresh(MENU_KEY));
  usePublicEvent('settings', refresh(SETTINGS_KEY));
}
