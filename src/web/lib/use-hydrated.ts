import { startTransition, useEffect, useState } from 'react';

/** Set once the first page has hydrated: parts mounted later need no second render. */
let pageHydrated = false;

/**
 * false on the server and while the page hydrates, true after: parts that exist only in the
 * browser (and load as chunks of their own) wait for it, so the server's HTML and the first
 * browser render agree and no Suspense boundary is left for the server to give up on.
 *
 * The switch is a transition. A store read with useSyncExternalStore whose browser value differs
 * from the server's re-renders synchronously when hydration commits: for the storefront's page
 * component that was one long task over the whole header (docs/decisions/005-storefront-first-load.md).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Whether the first page has hydrated: a part mounted after that (a client-side visit back to the
 * menu) may start from browser-only state, as no server HTML is waiting to be matched.
 */
export const isPageHydrated = (): boolean => pageHydrated;
