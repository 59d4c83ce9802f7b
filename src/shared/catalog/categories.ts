// The known category slugs, their display names and emoji (docs/product.md#menu-search-and-order). An unknown
// slug is shown as its capitalised slug with a plate emoji.

export type CategoryDisplay = { slug: string; name: string; icon: string };

export const KNOWN_CATEGORIES: readonly CategoryDisplay[] = [
  { slug: 'classic-chai', name: 'Chai', icon: '🍵' },
  { slug: 'iced-tea-green-tea', name: 'Iced Tea', icon: '🧋' },
  { slug: 'hot-coffee', name: 'Hot Coffee', icon: '☕' },
  { slug: 'cold-coffee', name: 'Cold Coffee', icon: '🧊' },
  { slug: 'burgers', name: 'Burgers', icon: '🍔' },
  { slug: 'maggie', name: 'Maggie', icon: '🍜' },
  { slug: 'sandwiches', name: 'Sandwiches', icon: '🥪' },
  { slug: 'pasta', name: 'Pasta', icon: '🍝' },
  { slug: 'bread', name: 'Bread', icon: '🍞' },
  { slug: 'fries', name: 'Fries', icon: '🍟' },
  { slug: 'pizza', name: 'Pizza', icon: '🍕' },
  { slug: 'milkshakes', name: 'Shakes', icon: '🥤' },
  { slug: 'mocktails-soda', name: 'Drinks', icon: '🍹' },
];

export const DEFAULT_CATEGORY_SLUG = 'other';
const UNKNOWN_CATEGORY_ICON = '🍽️';

const bySlug = new Map(KNOWN_CATEGORIES.map((c) => [c.slug, c]));

export function categoryDisplay(slug: string): CategoryDisplay {
  const known = bySlug.get(slug);
  if (known) return known;
  const name = slug.length > 0 ? slug.charAt(0).toUpperCase() + slug.slice(1) : 'Other';
  return { slug, name, icon: UNKNOWN_CATEGORY_ICON };
}
