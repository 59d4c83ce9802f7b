// The menu follows the catalog while the page is open: a `menu` event (an item out of stock, a new
// price, an item removed) re-reads it, and so does every reconnection after the first, since
// changes made while the stream was down were missed.
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { menuQueryOptions } from '#web/features/store/shared/api/get-menu.ts';
import { usePublicEvent } from '#web/lib/public-stream.ts';

export function useLiveMenu(): void {
  const queryClient = useQueryClient();
  const connectedBefore = useRef(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: menuQueryOptions().queryKey });
  usePublicEvent('menu', refresh);
  usePublicEvent('ready', () => {
    if (connectedBefore.current) refresh();
    connectedBefore.current = true;
  });
}
