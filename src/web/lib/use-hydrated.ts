import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * false on the server and while the page hydrates, true after: parts that exist only in the
 * browser (and load as chunks of their own) wait for it, so the server's HTML and the first
 * browser render agree and no Suspense boundary is left for the server to give up on.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
