// Reorder (docs/product.md#item-options), in a module of its own: only the Reorder buttons use it (My
// orders and the bill page, both loaded lazily), so it stays out of the storefront's first load
// (docs/decisions/005-storefront-first-load.md).
import type { StorefrontItem } from '#shared/api/catalog.ts';
import { type CartChoice, type CartMenu, choiceFor, itemGroups } from './cart-lines.ts';

/** What Reorder puts back: lines to add, and what it could not bring back, in words. */
export type ReorderPlan = {
  adds: { item: StorefrontItem; quantity: number; choice: CartChoice }[];
  notices: string[];
};

type OrderedLine = {
  menuItemId: string | null;
  name: string;
  quantity: number;
  options: readonly { optionId: string | null; name: string }[];
  note: string | null;
};

/**
 * Reorder (docs/product.md#item-options): each line comes back with the same choices and note. A
 * choice no longer offered or available is left out and named ('Masala Chai: Extra ginger is no
 * longer available'), never dropped silently; an item that cannot be ordered is named too.
 */
export function reorderPlan(lines: readonly OrderedLine[], menu: CartMenu): ReorderPlan {
  const byId = new Map(menu.items.map((item) => [item.id, item]));
  const plan: ReorderPlan = { adds: [], notices: [] };
  for (const line of lines) {
    const item = line.menuItemId ? byId.get(line.menuItemId) : undefined;
    if (!item) {
      plan.notices.push(`${line.name} is no longer on the menu`);
      continue;
    }
    if (!item.inStock) {
      plan.notices.push(`${item.name} is out of stock`);
      continue;
    }
    const groups = itemGroups(item, menu.optionGroups);
    const offered = new Map(groups.flatMap((g) => g.options.map((o) => [o.id, o])));
    const kept: string[] = [];
    for (const option of line.options) {
      const current = option.optionId ? offered.get(option.optionId) : undefined;
      if (current?.available && option.optionId) kept.push(option.optionId);
      else plan.notices.push(`${item.name}: ${option.name} is no longer available`);
    }
    plan.adds.push({ item, quantity: line.quantity, choice: choiceFor(groups, kept, line.note) });
  }
  return plan;
}
