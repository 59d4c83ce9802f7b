// A part of the server-rendered storefront that React hydrates as a piece of work of its own
// (a Suspense boundary). The page's shell hydrates first and each part after it, in page order; a
// tap inside a part not hydrated yet hydrates that part alone, at once, and then takes effect
// (React's selective hydration). A part given `whenNear` waits, as the server's HTML, until it
// comes near the screen or is touched (lib/near-screen.ts): the cards far down the grid and the
// footer cost the page's start nothing. See docs/decisions/005-storefront-first-load.md.
import { memo, type ReactNode, Suspense, use, useSyncExternalStore } from 'react';
import { partNeeded, untilNear } from '#web/lib/near-screen.ts';

type Props = {
  children: ReactNode;
  /**
   * The part's key, which an element around the boundary carries as HYDRATE_NEAR. Only the
   * page's first hydration waits: a part rendered in the browser renders at once.
   */
  whenNear?: string;
};

/**
 * Memoised: given the same children (a memoised element), the boundary is left alone when the
 * page renders again, so a part still waiting is not made to hydrate by it.
 */
export const HydrationBoundary = memo(function HydrationBoundary({ children, whenNear }: Props) {
  // Nothing in a part loads lazily, and a waiting part keeps the server's HTML: the fallback is
  // never shown.
  return (
    <Suspense fallback={null}>
      {whenNear === undefined ? children : <WaitsUntilNear partKey={whenNear}>{children}</WaitsUntilNear>}
    </Suspense>
  );
});

const noSubscription = () => () => {};
const inBrowserRender = () => false;
const onServerOrHydrating = () => true;

function WaitsUntilNear({ partKey, children }: { partKey: string; children: ReactNode }) {
  // React reads the server's value on the server and while it hydrates the server's HTML, and
  // the browser's otherwise.
  const hydrating = useSyncExternalStore(noSubscription, inBrowserRender, onServerOrHydrating);
  if (typeof document === 'undefined') return children;
  if (!hydrating) {
    // Rendered anew before it hydrated (the page changed around it): React waits for the part
    // before it shows the change, so the part must not wait any longer.
    partNeeded(partKey);
    return children;
  }
  const wait = untilNear(partKey);
  if (wait) use(wait);
  return children;
}
