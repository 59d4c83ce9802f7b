// Which parts of the server-rendered storefront are near the screen: React hydrates a part marked
// with HYDRATE_NEAR (a card far down the grid, the footer) only once it comes near, or once the
// customer touches or focuses it (components/ui/hydration-boundary.tsx). Until then the part is
// the server's HTML: it shows, scrolls and is found by find-in-page, but costs the page's start
// nothing. See docs/decisions/005-storefront-first-load.md. No React here: the page's entry
// script listens for touches before React has loaded (main.tsx).

/** On the element around a part that waits: the part's key, unique in the page. */
export const HYDRATE_NEAR = 'data-hydrate-near';
/** How far from the screen a part starts to hydrate: a quick flick still finds it ready. */
const NEAR_MARGIN = '800px 0px';

const near = new Set<string>();
const waiting = new Map<string, { promise: Promise<void>; release: () => void }>();
let observer: IntersectionObserver | undefined;

/**
 * null when the part may hydrate now; otherwise a promise that settles once it comes near the
 * screen or is touched (the same one each time React asks).
 */
export function untilNear(key: string): Promise<void> | null {
  if (near.has(key)) return null;
  const known = waiting.get(key);
  if (known) return known.promise;
  const element = document.querySelector(`[${HYDRATE_NEAR}="${CSS.escape(key)}"]`);
  if (!element || typeof IntersectionObserver === 'undefined') return null;
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  waiting.set(key, { promise, release });
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) releasePart(entry.target);
    },
    { rootMargin: NEAR_MARGIN },
  );
  observer.observe(element);
  return promise;
}

/**
 * The part is rendered anew while it waits: the page changed around it (a category, a search, the
 * language, a live change of the menu). React holds such a change back until the part's wait is
 * over, so the wait ends now.
 */
export function partNeeded(key: string): void {
  if (near.has(key)) return;
  near.add(key);
  waiting.get(key)?.release();
  waiting.delete(key);
}

/**
 * A finger going down or focus arriving in a waiting part ends its wait at once: the click that
 * follows then finds it hydrated (React hydrates the part a click lands in before handling the
 * click, and drops the click if the part cannot hydrate). Installed by the page's entry, before
 * React is here.
 */
export function releaseTouchedParts(): void {
  const touched = (event: Event) => {
    const part = event.target instanceof Element ? event.target.closest(`[${HYDRATE_NEAR}]`) : null;
    if (part) releasePart(part);
  };
  addEventListener('pointerdown', touched, { capture: true, passive: true });
  addEventListener('focusin', touched, { capture: true });
}

function releasePart(element: Element) {
  observer?.unobserve(element);
  const key = element.getAttribute(HYDRATE_NEAR);
  if (key !== null) partNeeded(key);
}
