// The menu tools' choices and limits (docs/product.md#menu-tools), without zod: the staff area's
// dialogs read them, and its first page must stay free of zod.

/** How a bulk price change rounds each new price. */
export const PRICE_ROUNDINGS = ['none', 'rupee', 'up5'] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];
export const PRICE_ROUNDING_LABELS: Record<PriceRounding, string> = {
  none: 'No rounding (to the paisa)',
  rupee: 'To the nearest rupee',
  up5: 'Up to the next ₹5',
};

/** A change by a percentage of each price, or by an amount in rupees (a minus lowers it). */
export const PRICE_CHANGE_KINDS = ['percent', 'amount'] as const;
export type PriceChangeKind = (typeof PRICE_CHANGE_KINDS)[number];

export const BULK_PRICE_LIMITS = {
  /** Items in one change, as the bulk actions take (docs/product.md#upload-limits). */
  items: 1000,
  percentMin: -90,
  percentMax: 500,
  amountMax: 10_000,
} as const;

/** The menu CSV's size limits: a shop's menu is a few hundred rows at most. */
export const MENU_CSV_LIMITS = { bytes: 1_000_000, rows: 2000 } as const;

/**
 * The menu CSV's columns, in the export's order. `id` blank = a new item; `options` is written for
 * reading only (option groups and their extra prices are edited in Option groups admin).
 */
export const MENU_CSV_COLUMNS = [
  'id',
  'category',
  'name',
  'description',
  'price',
  'original_price',
  'unit',
  'veg',
  'in_stock',
  'active',
  'featured',
  'sort_order',
  'brand',
  'options',
] as const;
export type MenuCsvColumn = (typeof MENU_CSV_COLUMNS)[number];
/** The columns an import cannot do without; any other left out keeps the item's value. */
export const MENU_CSV_REQUIRED: readonly MenuCsvColumn[] = ['id', 'category', 'name', 'price'];

export const MENU_TOOLS_MESSAGES = {
  noItems: 'Choose a category or at least one item',
  bothChosen: 'Choose a category or items, not both',
  zeroChange: 'The change cannot be 0',
  percent: `A percentage must be between ${BULK_PRICE_LIMITS.percentMin} and ${BULK_PRICE_LIMITS.percentMax}`,
  amount: 'An amount must be between -₹10,000 and ₹10,000, with at most 2 decimals',
  nothingFound: 'None of these items is on the menu (archived items are left out)',
  changedMeanwhile: 'Someone changed these prices since the preview. Preview again before saving.',
  csvTooLarge: 'The CSV can be at most 1 MB and 2,000 rows; split it into parts',
  csvEmpty: 'The CSV is empty: it needs a header line and at least one item',
  csvHasErrors: 'Nothing was imported: fix the lines below and try again',
} as const;
