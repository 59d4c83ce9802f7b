// The shop's Web Push key, asked once per page while something offers notifications (the server
// lets the browser keep it five minutes). Null: push is off on this shop.
import { useQuery } from '@tanstack/react-query';
import { shopPushKey } from './web-push.ts';

export function usePushKey(wanted: boolean) {
  return useQuery({
    queryKey: ['push-key'],
    queryFn: shopPushKey,
    enabled: wanted,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
