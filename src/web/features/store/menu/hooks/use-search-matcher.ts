import { useEffect, useState } from 'react';
import { loadMatcher, matcherLoaded } from '../lib/filter-items.ts';

/**
 * Whether the search matcher's chunk is here (the page also fetches it when idle, with the
 * dialogs); a search fetches it at once. False during hydration (nothing loads it before), as on
 * the server.
 */
export function useSearchMatcher(search: string): boolean {
  const [, setLoaded] = useState(false);
  const searching = search.trim() !== '';
  useEffect(() => {
    // Also when the chunk arrived (from the idle preload) between this render and the effect:
    // that render had no matcher, and nothing else would draw the results again.
    if (searching) void loadMatcher().then(() => setLoaded(true));
  }, [searching]);
  return matcherLoaded();
}
