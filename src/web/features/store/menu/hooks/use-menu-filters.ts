import { useSearchParams } from 'react-router';
import { MENU_CATEGORY_PARAM, MENU_SEARCH_MAX, MENU_SEARCH_PARAM } from '#shared/app-paths.ts';

/** Category and search live in the URL (?category=&q=) so a view can be shared and survives reload. */
export function useMenuFilters() {
  const [params, setParams] = useSearchParams();
  // An empty ?category= is no category, as the server renders it (pagePlace in app-paths.ts).
  const category = params.get(MENU_CATEGORY_PARAM) || null;
  const search = params.get(MENU_SEARCH_PARAM) ?? '';

  function update(key: typeof MENU_CATEGORY_PARAM | typeof MENU_SEARCH_PARAM, value: string | null) {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    // Typing must not add a history entry per key; choosing a category should.
    setParams(next, { replace: key === MENU_SEARCH_PARAM });
  }

  return {
    category,
    search,
    setCategory: (slug: string | null) => update(MENU_CATEGORY_PARAM, slug),
    setSearch: (text: string) => update(MENU_SEARCH_PARAM, text.slice(0, MENU_SEARCH_MAX)),
  };
}
