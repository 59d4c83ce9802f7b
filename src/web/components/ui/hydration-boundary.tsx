// A part of the server-rendered storefront that React hydrates as a piece of work of its own
// (a Suspense boundary that never suspends in the browser). The page's shell hydrates first and
// each part after it, in page order; a tap inside a part not hydrated yet hydrates that part
// alone, at once, and then takes effect (React's selective hydration). See
// docs/decisions/005-storefront-first-load.md.
import { type ReactNode, Suspense } from 'react';

export function HydrationBoundary({ children }: { children: ReactNode }) {
  // Nothing in a part loads lazily, so the fallback is never shown.
  return <Suspense fallback={null}>{children}</Suspense>;
}
