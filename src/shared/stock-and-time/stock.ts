// Counted stock (docs/product.md#counted-stock): an item or an option may carry a count for today.
// null means "not counted": only the in-stock switch applies, as before. A placed order takes its
// quantities from the count inside the order's own statement, and the database refuses a count
// below zero, so no two checkouts (on one instance or many) can sell the same last samosa. A
// cancelled order (by the customer, staff, or an unpaid online order expiring) gives its
// quantities back, unless the count was set again after the order was placed. Pure data.

/** The largest count staff can type for one item or option. */
export const MAX_STOCK_COUNT = 9999;

/** The constraint names the database refuses an oversold count with (checkout-insert.ts maps them). */
export const STOCK_CONSTRAINTS = {
  item: 'menu_items_stock_left_not_negative',
  option: 'options_stock_left_not_negative',
} as const;

/** A counted row's stock as staff set it and the storefront reads it. */
export type StockCount = {
  /** Left to sell today; null = not counted. */
  left: number | null;
  /** The count each morning's reset sets (the par level); null = no reset. */
  par: number | null;
  /** At or below this many left, the board warns; null = no warning. */
  lowAt: number | null;
};

export const STOCK_MESSAGES = {
  countFormat: `Count must be a whole number from 0 to ${MAX_STOCK_COUNT}`,
  parFormat: `Morning count must be a whole number from 0 to ${MAX_STOCK_COUNT}`,
  lowFormat: `Low-stock warning must be a whole number from 0 to ${MAX_STOCK_COUNT}`,
  /** Storefront card and sheet badge when a counted item has none left. */
  soldOut: 'Out of Stock',
  /** Storefront badge when a counted item is at or below its warning ('Only 3 left'). */
  fewLeft: 'Only {count} left',
  /** Checkout refusal when the cart holds more than is left (the server's words, translated on the storefront). */
  notEnough: 'Only {count} {name} left. Change the quantity to {count} or remove it.',
  /** When the checkout cannot say which line ran short (it read the counts again and all fit). */
  someSoldOut: 'Some items in your cart just sold out. Check your cart and try again.',
  /** The same when none are left at all. */
  noneLeft: '{name} just sold out. Remove it to place your order.',
  /** The same for an option ('Extra paneer'). */
  optionNotEnough: 'Only {count} left with {option} on {name}. Change the quantity or choose another option.',
  optionNoneLeft: '{option} just sold out. Choose another option for {name}.',
} as const;

/** Fills `{name}`-style slots of a stock message. */
export function stockText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** Whether a counted row is at or below its warning (a row with none left is sold out, not low). */
export function isLowStock(count: StockCount): boolean {
  return count.left !== null && count.lowAt !== null && count.left > 0 && count.left <= count.lowAt;
}
