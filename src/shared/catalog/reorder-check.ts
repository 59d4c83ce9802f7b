// Ordering something again (docs/product.md#item-options, docs/product.md#my-usual): lines kept
// from an earlier order are checked against the menu as it is now. One check for every way back:
// My orders' Reorder and the bill page (in the browser, on the menu it has) and 'My usual' (on the
// server, on the same menu). Each finds the same things: an item gone or out of stock, a choice
// no longer offered, an item's choices that no longer meet its groups' rules, a quantity over the
// limit, a price that moved. Pure: the menu is passed in.
import type { StorefrontItem, StorefrontOptionGroup } from '../api/catalog.ts';
import { ORDER_LIMITS } from '../constants.ts';
import { toPaise } from '../money.ts';
import { chosenOptions, normalizeNote, type SelectionProblem, selectionProblem } from './item-options.ts';

/** A line as it was ordered (or kept): ids to find it again, names to say what is missing. */
export type EarlierLine = {
  menuItemId: string | null;
  /** The item's name when ordered, for an item the menu no longer has. */
  name: string;
  quantity: number;
  options: readonly { optionId: string | null; name: string }[];
  note: string | null;
  /** One unit with its options when ordered, in paise; absent when not known. */
  unitPricePaise?: number;
};

/** The menu lines are checked against (the storefront's, in any language). */
export type ReorderMenu = {
  items: readonly StorefrontItem[];
  optionGroups: readonly StorefrontOptionGroup[];
};

/** What changed since the line was ordered. `item` and `option` are names, as the menu has them now. */
export type ReorderChange =
  | { kind: 'gone'; item: string }
  | { kind: 'out-of-stock'; item: string }
  | { kind: 'option-gone'; item: string; option: string }
  /** The choices kept no longer meet the item's rules (a required group lost its choice). */
  | { kind: 'choose-again'; item: string; problem: SelectionProblem }
  | { kind: 'quantity'; item: string; was: number; now: number }
  | { kind: 'price'; item: string; wasPaise: number; nowPaise: number };

/** A line the menu still has, with the choices kept and its price now. */
export type CheckedLine = {
  item: StorefrontItem;
  /** The item's groups now, in its order. */
  groups: StorefrontOptionGroup[];
  quantity: number;
  optionIds: string[];
  note: string | null;
  /** One unit with the kept options, in paise: the item's price plus their deltas, as checkout prices it. */
  unitPricePaise: number;
  /** Set when the kept choices break the item's rules: the line cannot be ordered as it is. */
  problem?: SelectionProblem;
};

export type ReorderCheck = { lines: CheckedLine[]; changes: ReorderChange[] };

/** The item's option groups, in the item's order (an id the menu does not carry is skipped). */
export function groupsOf(
  item: Pick<StorefrontItem, 'optionGroupIds'>,
  optionGroups: readonly StorefrontOptionGroup[],
): StorefrontOptionGroup[] {
  const byId = new Map(optionGroups.map((g) => [g.id, g]));
  return item.optionGroupIds.flatMap((id) => byId.get(id) ?? []);
}

/** One unit of the item with these options, in paise (the checkout's sum, from the menu's rupees). */
export function unitPaise(item: Pick<StorefrontItem, 'price'>, options: readonly { priceDelta: number }[]) {
  return options.reduce((sum, o) => sum + toPaise(o.priceDelta), toPaise(item.price));
}

/**
 * Checks each earlier line against the menu now. An item the menu no longer lists (deleted, hidden,
 * in a hidden category) or out of stock is left out; a choice no longer offered or available is
 * dropped from its line; what is left is priced now. The quantity an item may have counts over all
 * its lines (docs/product.md#cart-and-order-limits): a line past it is cut down, or left out when
 * nothing is left. Every change is named, never made silently.
 */
export function checkReorder(earlier: readonly EarlierLine[], menu: ReorderMenu): ReorderCheck {
  const byId = new Map(menu.items.map((item) => [item.id, item]));
  const check: ReorderCheck = { lines: [], changes: [] };
  const units = new Map<string, number>();
  for (const line of earlier) {
    const item = line.menuItemId ? byId.get(line.menuItemId) : undefined;
    if (!item) {
      check.changes.push({ kind: 'gone', item: line.name });
      continue;
    }
    if (!item.inStock) {
      check.changes.push({ kind: 'out-of-stock', item: item.name });
      continue;
    }
    const groups = groupsOf(item, menu.optionGroups);
    const offered = new Map(groups.flatMap((g) => g.options.map((o) => [o.id, o])));
    const kept: string[] = [];
    for (const option of line.options) {
      const current = option.optionId ? offered.get(option.optionId) : undefined;
      if (current?.available && option.optionId && !kept.includes(option.optionId))
        kept.push(option.optionId);
      else if (!current?.available)
        check.changes.push({ kind: 'option-gone', item: item.name, option: current?.name ?? option.name });
    }
    const problem = selectionProblem(item.name, groups, kept);
    if (problem) check.changes.push({ kind: 'choose-again', item: item.name, problem });
    const room = ORDER_LIMITS.maxQuantityPerLine - (units.get(item.id) ?? 0);
    const quantity = Math.min(Math.trunc(line.quantity), room);
    if (quantity < line.quantity)
      check.changes.push({
        kind: 'quantity',
        item: item.name,
        was: line.quantity,
        now: Math.max(0, quantity),
      });
    if (quantity < 1) continue;
    units.set(item.id, (units.get(item.id) ?? 0) + quantity);
    const options = chosenOptions(groups, kept).map(({ option }) => option);
    const unitPricePaise = unitPaise(item, options);
    if (line.unitPricePaise !== undefined && line.unitPricePaise !== unitPricePaise)
      check.changes.push({
        kind: 'price',
        item: item.name,
        wasPaise: line.unitPricePaise,
        nowPaise: unitPricePaise,
      });
    check.lines.push({
      item,
      groups,
      quantity,
      optionIds: options.map((o) => o.id),
      note: normalizeNote(line.note),
      unitPricePaise,
      ...(problem ? { problem } : {}),
    });
  }
  return check;
}
