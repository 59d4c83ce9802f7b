// Storefront image resolution (docs/product.md#menu-search-and-order): an uploaded image wins; otherwise the
// exact item name from the fixed artwork list under /menu/, then a partial case-insensitive name match, then
// the category's default picture, else the combo picture.
import { lookupTable } from '../lookup-table.ts';
import { slugify } from '../slug.ts';
import { KNOWN_CATEGORIES } from './categories.ts';

/** Item names that have their own artwork in public/menu (file name: slug of the name). */
export const MENU_IMAGE_NAMES = [
  // Chai
  'Masala Chai',
  'Adrak Chai',
  'Elaichi Chai',
  'Kulhad Chai',
  'Gur Chai',
  'Tandoori Chai',
  // Iced tea
  'Lemon Iced Tea',
  'Peach Iced Tea',
  'Honey Green Tea',
  'Mint Green Tea',
  'Kahwa',
  // Hot coffee
  'Filter Coffee',
  'Cappuccino',
  'Cafe Latte',
  'Hot Chocolate Coffee',
  'Espresso',
  // Cold coffee
  'Classic Cold Coffee',
  'Hazelnut Cold Coffee',
  'Iced Americano',
  'Cold Brew',
  'Mocha Frappe',
  // Burgers
  'Aloo Tikki Burger',
  'Veg Cheese Burger',
  'Paneer Burger',
  'Crispy Corn Burger',
  'Maharaja Burger',
  // Maggie
  'Plain Maggie',
  'Masala Maggie',
  'Cheese Maggie',
  'Schezwan Maggie',
  'Butter Maggie',
  // Sandwiches
  'Bombay Masala Sandwich',
  'Veg Grilled Sandwich',
  'Cheese Chutney Sandwich',
  'Paneer Tikka Sandwich',
  'Corn Cheese Sandwich',
  // Pasta
  'Red Sauce Pasta',
  'White Sauce Pasta',
  'Pink Sauce Pasta',
  'Pesto Pasta',
  // Bread
  'Bun Maska',
  'Garlic Bread',
  'Cheese Garlic Bread',
  'Butter Toast',
  'Vada Pav',
  // Fries
  'Salted Fries',
  'Peri Peri Fries',
  'Cheese Fries',
  'Masala Wedges',
  // Pizza
  'Margherita Pizza',
  'Farmhouse Pizza',
  'Paneer Tikka Pizza',
  'Corn Cheese Pizza',
  'Veggie Delight Pizza',
  // Shakes
  'Chocolate Shake',
  'Strawberry Shake',
  'Oreo Shake',
  'Mango Shake',
  'Kesar Badam Shake',
  // Drinks
  'Virgin Mojito',
  'Blue Lagoon',
  'Masala Soda',
  'Kokum Sharbat',
  'Fresh Lime Soda',
] as const;

/**
 * The size of the WebP rendered beside each artwork SVG (scripts/generate-artwork.mjs), which is
 * the artwork's thumbnail (image-thumbnail.ts): enough for a card's square crop (182 CSS px) on a
 * 2x phone screen.
 */
export const ARTWORK_RASTER = { width: 480, height: 360, quality: 80 } as const;

export const MENU_IMAGES = lookupTable(MENU_IMAGE_NAMES.map((name) => [name, `/menu/${slugify(name)}.svg`]));

export const CATEGORY_DEFAULT_IMAGES = lookupTable(
  KNOWN_CATEGORIES.map((c) => [c.slug, `/menu/category-${c.slug}.svg`]),
);

export const COMBO_IMAGE = '/menu/combo.svg';

// Longest names first, so 'Cheese Garlic Bread Large' matches 'Cheese Garlic Bread', not 'Garlic Bread'.
const partialCandidates = [...MENU_IMAGE_NAMES]
  .sort((a, b) => b.length - a.length)
  .map((name) => ({ lower: name.toLowerCase(), url: MENU_IMAGES[name] as string }));

export function resolveItemImage(item: {
  name: string;
  categorySlug: string;
  imageUrl?: string | null;
}): string {
  if (item.imageUrl) return item.imageUrl;
  const exact = MENU_IMAGES[item.name];
  if (exact) return exact;
  const lower = item.name.trim().toLowerCase();
  if (lower.length > 0) {
    // A very short name ('tea') would match half the list the other way round, hence the length floor.
    const partial = partialCandidates.find(
      (c) => lower.includes(c.lower) || (lower.length >= 4 && c.lower.includes(lower)),
    );
    if (partial) return partial.url;
  }
  return CATEGORY_DEFAULT_IMAGES[item.categorySlug] ?? COMBO_IMAGE;
}

export type MenuImageName = (typeof MENU_IMAGE_NAMES)[number];
