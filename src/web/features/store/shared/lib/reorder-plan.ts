// Reorder (docs/product.md#item-options), in a module of its own: only the Reorder buttons use it (My
// orders and the bill page, both loaded lazily), so it stays out of the storefront's first load
// (docs/decisions/005-storefront-first-load.md). The checking is shared/catalog/reorder-check.ts,
// the same check 'My usual' runs on the server.
import type { StorefrontItem } from '#shared/api/catalog.ts';
import { checkReorder, type EarlierLine } from '#shared/catalog/reorder-check.ts';
import { type CartChoice, type CartMenu, choiceFor } from './cart-lines.ts';

/** What Reorder puts back: lines to add, and what it could not bring back, in words. */
export type ReorderPlan = {
  adds: { item: StorefrontItem; quantity: number; choice: CartChoice }[];
  notices: string[];
};

/**
 * Reorder (docs/product.md#item-options): each line comes back with the same choices and note. A
 * choice no longer offered or available is left out and named ('Masala Chai: Extra ginger is no
 * longer available'), never dropped silently; an item that cannot be ordered is named too. A line
 * whose kept choices break its item's rules still comes back: the cart marks it for the customer.
 */
export function reorderPlan(lines: readonly EarlierLine[], menu: CartMenu): ReorderPlan {
  const checked = checkReorder(lines, menu);
  const notices = checked.changes.flatMap((change) => {
    if (change.kind === 'gone') return [`${change.item} is no longer on the menu`];
    if (change.kind === 'out-of-stock') return [`${change.item} is out of stock`];
    if (change.kind === 'option-gone') return [`${change.item}: ${change.option} is no longer available`];
    return [];
  });
  const adds = checked.lines.map((line) => ({
    item: line.item,
    quantity: line.quantity,
    choice: choiceFor(line.groups, line.optionIds, line.note),
  }));
  return { adds, notices };
}
