// Not in constants.ts: the storefront's first load holds that module whole, and only the staff
// area and the server use these (docs/decisions/005-storefront-first-load.md).

/** The ten icon choices for a category (docs/product.md#menu-and-categories), each an emoji. */
export const CATEGORY_ICON_CHOICES = [
  { label: 'Tea cup', emoji: '🍵' },
  { label: 'Coffee', emoji: '☕' },
  { label: 'Drink', emoji: '🥤' },
  { label: 'Food', emoji: '🍽️' },
  { label: 'Burger', emoji: '🍔' },
  { label: 'Sandwich', emoji: '🥪' },
  { label: 'Snacks', emoji: '🍿' },
  { label: 'Cold', emoji: '🧊' },
  { label: 'Hot', emoji: '🔥' },
  { label: 'Special', emoji: '⭐' },
] as const;
