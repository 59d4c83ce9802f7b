// The grid renders its cards as the customer comes near them (docs/decisions/005-storefront-first-load.md):
// the server's HTML and the first render hold the first FIRST_CARDS, and MORE_CARDS more are added
// each time the end of the grid comes within AHEAD_PX of the screen. The page's work before the
// first tap (HTML to parse, elements to style and lay out, cards to hydrate) then no longer grows
// with the menu. Search and the categories still reach every item: they filter the whole menu.
import { type RefObject, startTransition, useEffect, useRef, useState } from 'react';
import { isPageHydrated } from '#web/lib/use-hydrated.ts';

/** A phone's first two screens of cards, a desktop's first; a multiple of 2, 3 and 4 columns. */
export const FIRST_CARDS = 12;
/** Added each time the end of the grid comes near: small enough to render in a few short tasks. */
export const MORE_CARDS = 12;
/** How far below the screen the end of the grid starts the next cards: about a phone screen and a half. */
const AHEAD_PX = 1200;

/**
 * The most cards shown for one list (a category, a search) while the tab lives: back on the menu
 * from another page of the shop, the grid is as long as it was, so the place it was scrolled to
 * still exists.
 */
let kept: { key: string; count: number } | undefined;

const startCount = (key: string) =>
  // The first render in the browser matches the server's HTML.
  isPageHydrated() && kept?.key === key ? kept.count : FIRST_CARDS;

/**
 * The first `count` of `items` for the list `key`, and the element to place after the grid: when
 * it comes near the screen, more are rendered (in a transition, so a tap meanwhile goes first).
 */
export function useCardWindow<T>(
  items: readonly T[],
  key: string,
): { shown: readonly T[]; endRef: RefObject<HTMLDivElement | null> } {
  const [state, setState] = useState(() => ({ key, count: startCount(key) }));
  const count = state.key === key ? state.count : startCount(key);
  const endRef = useRef<HTMLDivElement | null>(null);
  const more = count < items.length;

  useEffect(() => {
    if (count > FIRST_CARDS) kept = { key, count };
    const end = endRef.current;
    if (!more || !end) return;
    // A new observer for each length: its first report says whether the end is still near.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setState({ key, count: count + MORE_CARDS }));
      },
      { rootMargin: `0px 0px ${AHEAD_PX}px 0px` },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [key, count, more]);

  return { shown: more ? items.slice(0, count) : items, endRef };
}
