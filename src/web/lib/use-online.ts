import { useSyncExternalStore } from 'react';
import { serverReachability } from './server-reachability.ts';

function subscribe(onChange: () => void) {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  const stopFollowing = serverReachability.subscribe(onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
    stopFollowing();
  };
}

/**
 * Whether the shop can be reached, following it as it comes and goes: the browser says it has a
 * network, and our own requests are not being refused by it (server-reachability.ts: a phone can
 * be "online" and reach nothing). The server renders for someone who is online; a page opened
 * offline switches right after hydration.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && serverReachability.reachable(),
    () => true,
  );
}
