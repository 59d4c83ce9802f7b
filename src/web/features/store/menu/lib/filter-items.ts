import type { StorefrontItem } from '#shared/api/catalog.ts';
import type { ItemSearch } from '#shared/catalog/item-search.ts';

// The matcher is its own chunk, out of the first load (docs/decisions/005-storefront-first-load.md):
// the page loads it when idle or at the first search. Until it is here a search shows the
// placeholders, on the server as in the browser, so hydration sees the same page.
type Matcher = typeof import('#shared/catalog/item-search.ts');
let matcher: Matcher | undefined;
let loading: Promise<Matcher> | undefined;

export function loadMatcher(): Promise<Matcher> {
  loading ??= import('#shared/catalog/item-search.ts').then((loaded) => {
    matcher = loaded;
    return loaded;
  });
  return loading;
}

export const matcherLoaded = (): boolean => matcher !== undefined;

// One index per loaded menu: every keystroke filters again, but the words are read only once.
const indexes = new WeakMap<StorefrontItem[], ItemSearch>();

function searchOf(items: StorefrontItem[], loaded: Matcher): ItemSearch {
  let search = indexes.get(items);
  if (!search) {
    search = loaded.createItemSearch(items);
    indexes.set(items, search);
  }
  return search;
}

/**
 * docs/product.md#menu-search-and-order: every word of the search, in any order, begins a word of
 * the name, brand or description or is one typo away from one, items named so first; plus the
 * category. The same matcher answers GET /api/menu-items?search=. undefined while a search waits
 * for the matcher.
 */
export function filterItems(
  items: StorefrontItem[],
  category: string | null,
  search: string,
): StorefrontItem[] | undefined {
  const inCategory = (item: StorefrontItem) => !category || item.category === category;
  const query = search.trim();
  if (!query) return items.filter(inCategory);
  if (!matcher) return undefined;
  return matcher.searchItems(searchOf(items, matcher), items, query).filter(inCategory);
}
