import { useSearchParams } from 'react-router';
import { MENU_FILTER_PARAMS, MENU_SEARCH_MAX } from '#shared/app-paths.ts';

/** Category and search live in the URL (?category=&q=) so a view can be shared and survives reload. */
export function useMenuFilters() {
  const [params, setParams] = useSearchParams();
  // An empty ?category= is no category, as the server renders it (pagePlace in app-paths.ts).
  const category = params.get(MENU_FILTER_PARAMS.category) || null;
  const search = params.get(MENU_FILTER_PARAMS.search) ?? '';

  function update(key: (typeof MENU_FILTER_PARAMS)[keyof typeof MENU_FILTER_PARAMS], value: string | null) {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    // Typing must not add a history entry per key; choosing a category should.
    setParams(next, { replace: key === MENU_FILTER_PARAMS.search });
  }

  return {
    category,
    search,
    setCategory: (slug: string | null) => update(MENU_FILTER_PARAMS.category, slug),
    setSearch: (text: string) => update(MENU_FILTER_PARAMS.search, text.slice(0, MENU_SEARCH_MAX)),
  };
}
