import type { StorefrontItem } from '#shared/api/catalog.ts';

/** docs/product.md#menu-search-and-order: name, brand or description, ignoring case; plus the category. */
export function filterItems(
  items: StorefrontItem[],
  category: string | null,
  search: string,
): StorefrontItem[] {
  const needle = search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (!category || item.category === category) &&
      (!needle ||
        item.name.toLowerCase().includes(needle) ||
        item.brand.toLowerCase().includes(needle) ||
        item.description.toLowerCase().includes(needle)),
  );
}
