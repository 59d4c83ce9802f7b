import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser has a network connection, following it as it comes and goes. The server
 * renders for someone who is online; a page opened offline switches right after hydration.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
