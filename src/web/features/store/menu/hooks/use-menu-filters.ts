import { useSearchParams } from 'react-router';

/** Category and search live in the URL (?category=&q=) so a view can be shared and survives reload. */
export function useMenuFilters() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const search = params.get('q') ?? '';

  function update(key: 'category' | 'q', value: string | null) {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    // Typing must not add a history entry per key; choosing a category should.
    setParams(next, { replace: key === 'q' });
  }

  return {
    category,
    search,
    setCategory: (slug: string | null) => update('category', slug),
    setSearch: (text: string) => update('q', text.slice(0, 100)),
  };
}
