// The lines on the pad: an item with its chosen options, a note and a quantity. The same item with
// other options or another note is another line (cartLineKey, the storefront's and the server's
// rule); the options are checked with the rules the server enforces (selectionProblem). Prices are
// the live menu's: a line keeps only ids, so a price changed meanwhile is the one shown.
import type { MenuResponse, StorefrontItem, StorefrontOptionGroup } from '#shared/api/catalog.ts';
import type { StaffOrderBody } from '#shared/api/order-pad.ts';
import { cartLineKey, chosenOptions, normalizeNote } from '#shared/catalog/item-options.ts';
import { ORDER_LIMITS } from '#shared/constants.ts';
import { toPaise } from '#shared/money.ts';

export type PadLine = {
  key: string;
  itemId: string;
  optionIds: string[];
  note: string | null;
  quantity: number;
};

export type PadMenu = Pick<MenuResponse, 'items' | 'optionGroups'>;

/** The item's option groups in the item's order (an id the menu does not carry is skipped). */
export function groupsOf(
  item: Pick<StorefrontItem, 'optionGroupIds'>,
  optionGroups: readonly StorefrontOptionGroup[],
): StorefrontOptionGroup[] {
  const byId = new Map(optionGroups.map((g) => [g.id, g]));
  return item.optionGroupIds.flatMap((id) => byId.get(id) ?? []);
}

/** The options chosen when the sheet opens: each group's defaults that can be chosen. */
export function defaultOptionIds(groups: readonly StorefrontOptionGroup[]): string[] {
  return groups.flatMap((g) => g.options.filter((o) => o.isDefault && o.available).map((o) => o.id));
}

const quantityOf = (lines: readonly PadLine[], itemId: string, except?: string) =>
  lines.reduce((sum, l) => (l.itemId === itemId && l.key !== except ? sum + l.quantity : sum), 0);

/** Adds `count` of an item with these choices: the same choices raise the line, within the order limits. */
export function addPadLine(
  lines: readonly PadLine[],
  itemId: string,
  optionIds: readonly string[],
  note: string | null,
  count = 1,
): PadLine[] {
  const key = cartLineKey(itemId, optionIds, note);
  const existing = lines.find((l) => l.key === key);
  if (existing) return setPadQuantity(lines, key, existing.quantity + count);
  if (lines.length >= ORDER_LIMITS.maxLines) return [...lines];
  const room = ORDER_LIMITS.maxQuantityPerLine - quantityOf(lines, itemId);
  const quantity = Math.min(count, room);
  if (quantity < 1) return [...lines];
  return [...lines, { key, itemId, optionIds: [...optionIds], note: normalizeNote(note), quantity }];
}

/** A line's quantity set; 0 or less removes it. The item's limit counts all its lines. */
export function setPadQuantity(lines: readonly PadLine[], key: string, quantity: number): PadLine[] {
  const line = lines.find((l) => l.key === key);
  if (!line) return [...lines];
  if (quantity < 1) return lines.filter((l) => l.key !== key);
  const room = ORDER_LIMITS.maxQuantityPerLine - quantityOf(lines, line.itemId, key);
  const next = Math.min(Math.trunc(quantity), room);
  return lines.map((l) => (l.key === key ? { ...l, quantity: Math.max(1, next) } : l));
}

/** A line's note changed: it becomes the line with that note (merged into one that has it already). */
export function setPadNote(lines: readonly PadLine[], key: string, note: string): PadLine[] {
  const line = lines.find((l) => l.key === key);
  if (!line) return [...lines];
  const nextKey = cartLineKey(line.itemId, line.optionIds, note);
  if (nextKey === key) return lines.map((l) => (l.key === key ? { ...l, note: normalizeNote(note) } : l));
  const others = lines.filter((l) => l.key !== key);
  const target = others.find((l) => l.key === nextKey);
  if (target) return setPadQuantity(others, nextKey, target.quantity + line.quantity);
  return lines.map((l) => (l.key === key ? { ...l, key: nextKey, note: normalizeNote(note) } : l));
}

export type PricedLine = PadLine & {
  name: string;
  /** 'Cutting, Less sugar'. */
  optionNames: string[];
  /** One unit with its options, paise. */
  unitPaise: number;
  /** Why it cannot be ordered now (out of stock, off the menu), if it cannot. */
  problem?: string;
};

/** The lines with the live menu's names and prices; a line the menu no longer offers says why. */
export function priceLines(lines: readonly PadLine[], menu: PadMenu | undefined): PricedLine[] {
  const items = new Map((menu?.items ?? []).map((i) => [i.id, i]));
  return lines.map((line) => {
    const item = items.get(line.itemId);
    if (!item)
      return {
        ...line,
        name: 'Item no longer on the menu',
        optionNames: [],
        unitPaise: 0,
        problem: 'Off the menu',
      };
    const chosen = chosenOptions(groupsOf(item, menu?.optionGroups ?? []), line.optionIds);
    const unitPaise = toPaise(item.price) + chosen.reduce((sum, c) => sum + toPaise(c.option.priceDelta), 0);
    const gone = chosen.find((c) => !c.option.available);
    const problem = !item.inStock
      ? 'Out of stock'
      : chosen.length !== line.optionIds.length
        ? 'An option is no longer offered'
        : gone
          ? `${gone.option.name} is not available`
          : undefined;
    return { ...line, name: item.name, optionNames: chosen.map((c) => c.option.name), unitPaise, problem };
  });
}

/** The lines as the order's body carries them. */
export function orderLinesOf(lines: readonly PadLine[]): StaffOrderBody['lines'] {
  return lines.map((l) => ({
    menuItemId: l.itemId,
    quantity: l.quantity,
    ...(l.optionIds.length > 0 ? { options: l.optionIds } : {}),
    ...(l.note ? { note: l.note } : {}),
  }));
}

/** '2 × Masala Chai, 1 × Samosa': the order in a line, for the waiting list. */
export function linesSummary(lines: readonly PricedLine[]): string {
  return lines.map((l) => `${l.quantity} × ${l.name}`).join(', ');
}
