// Cart rules (docs/product.md#cart-and-checkout): add puts a new line at 1 or raises it by 1; a quantity of 0
// or below removes the line. A line is an item with its chosen options and note (docs/product.md#item-options):
// the same chai with another sugar level is another line. Lines keep a snapshot of what the customer saw,
// and are reconciled with the current menu so prices are current and lines that cannot be ordered are marked.
import type { StorefrontItem, StorefrontOptionGroup } from '#shared/api/catalog.ts';
import {
  cartLineKey,
  chosenOptions,
  normalizeNote,
  OPTION_LIMITS,
  selectionProblem,
} from '#shared/catalog/item-options.ts';
import { ORDER_LIMITS } from '#shared/constants.ts';
import { toPaise } from '#shared/money.ts';

/** A chosen option as the customer saw it when adding: names and deltas survive the menu changing. */
export type CartOption = { id: string; group: string; name: string; priceDelta: number };

/** What the customer chose for one line: options in the item's group order, and a note or null. */
export type CartChoice = { options: CartOption[]; note: string | null };

export type CartLine = {
  /** cartLineKey(itemId, option ids, note): the line's identity. */
  key: string;
  itemId: string;
  name: string;
  /** One unit with its options, in rupees. */
  price: number;
  image: string;
  unit: string;
  quantity: number;
  options: CartOption[];
  note: string | null;
};

/** The part of the menu lines are reconciled against. */
export type CartMenu = { items: StorefrontItem[]; optionGroups: StorefrontOptionGroup[] };

export type CartLineView = CartLine & {
  /** Why the line cannot be ordered now, if it cannot ('Out of stock', 'Elaichi is no longer available'). */
  problem?: string;
  /** The price when the line was added, when the menu price differs now. */
  previousPrice?: number;
};

const NO_CHOICE: CartChoice = { options: [], note: null };

const clampQuantity = (quantity: number) => Math.min(Math.trunc(quantity), ORDER_LIMITS.maxQuantityPerLine);

/**
 * The most line `key` of `itemId` may hold: the item's limit less what its other lines hold (the
 * limit counts an item over all its lines, docs/product.md#cart-and-order-limits).
 */
export function lineRoom(lines: readonly CartLine[], itemId: string, key: string): number {
  const others = lines.reduce((sum, l) => (l.itemId === itemId && l.key !== key ? sum + l.quantity : sum), 0);
  return Math.max(0, ORDER_LIMITS.maxQuantityPerLine - others);
}

/** The item's option groups, in the item's order (an id the menu does not carry is skipped). */
export function itemGroups(
  item: Pick<StorefrontItem, 'optionGroupIds'>,
  optionGroups: readonly StorefrontOptionGroup[],
): StorefrontOptionGroup[] {
  const byId = new Map(optionGroups.map((g) => [g.id, g]));
  return item.optionGroupIds.flatMap((id) => byId.get(id) ?? []);
}

/** The choice for these option ids and note, with the groups' current names and deltas. */
export function choiceFor(
  groups: readonly StorefrontOptionGroup[],
  optionIds: readonly string[],
  note: string | null | undefined,
): CartChoice {
  return {
    options: chosenOptions(groups, optionIds).map(({ group, option }) => ({
      id: option.id,
      group: group.name,
      name: option.name,
      priceDelta: option.priceDelta,
    })),
    note: normalizeNote(note),
  };
}

/** The key of an item's plain line (no options, no note): the one the card's ADD and stepper work on. */
export const plainLineKey = (itemId: string) => cartLineKey(itemId, [], null);

export const lineKeyOf = (itemId: string, choice: CartChoice) =>
  cartLineKey(
    itemId,
    choice.options.map((o) => o.id),
    choice.note,
  );

const unitPrice = (item: StorefrontItem, options: readonly CartOption[]) =>
  (toPaise(item.price) + options.reduce((sum, o) => sum + toPaise(o.priceDelta), 0)) / 100;

export function addLine(lines: CartLine[], item: StorefrontItem, choice: CartChoice = NO_CHOICE): CartLine[] {
  return addLineQuantity(lines, item, 1, choice);
}

/**
 * Adds `count` of an item with these choices at once (the options sheet, Reorder), within the same
 * limits as adding one by one: the same item, options and note raise the existing line.
 */
export function addLineQuantity(
  lines: CartLine[],
  item: StorefrontItem,
  count: number,
  choice: CartChoice = NO_CHOICE,
): CartLine[] {
  if (!Number.isFinite(count) || count < 1) return lines;
  const key = lineKeyOf(item.id, choice);
  const existing = lines.find((l) => l.key === key);
  if (existing) return setLineQuantity(lines, key, existing.quantity + count);
  if (lines.length >= ORDER_LIMITS.maxLines) return lines;
  const quantity = Math.min(clampQuantity(count), lineRoom(lines, item.id, key));
  if (quantity < 1) return lines;
  const { name, image, unit } = item;
  const line: CartLine = {
    key,
    itemId: item.id,
    name,
    price: unitPrice(item, choice.options),
    image,
    unit,
    quantity,
    options: choice.options,
    note: choice.note,
  };
  return [...lines, line];
}

export function setLineQuantity(lines: CartLine[], key: string, quantity: number): CartLine[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return lines.filter((l) => l.key !== key);
  // A raise stops at the item's room; a cut is always taken (a cart saved before the limit
  // counted lines together may hold more than the room, and must be able to come down).
  return lines.map((l) =>
    l.key === key
      ? {
          ...l,
          quantity: Math.min(clampQuantity(quantity), Math.max(l.quantity, lineRoom(lines, l.itemId, key))),
        }
      : l,
  );
}

export function totalQuantity(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

/** Why this line's options cannot be ordered as they are now, or undefined. */
function optionsProblem(line: CartLine, item: StorefrontItem, groups: StorefrontOptionGroup[]) {
  const offered = new Map(groups.flatMap((g) => g.options.map((o) => [o.id, o])));
  for (const chosen of line.options) {
    const option = offered.get(chosen.id);
    if (!option) return `${chosen.name} is no longer available`;
    if (!option.available) return `${option.name} is not available right now`;
  }
  const problem = selectionProblem(
    item.name,
    groups,
    line.options.map((o) => o.id),
  );
  // The line already says which item it is: 'Choose a cup option', not 'Masala Chai: choose ...'.
  return problem && capitalise(problem.message.replace(`${item.name}: `, ''));
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function reconcileLines(lines: CartLine[], menu: CartMenu | undefined): CartLineView[] {
  if (!menu) return lines;
  const byId = new Map(menu.items.map((item) => [item.id, item]));
  return lines.map((line) => {
    const current = byId.get(line.itemId);
    if (!current) return { ...line, problem: 'No longer on the menu' };
    const groups = itemGroups(current, menu.optionGroups);
    const problem = optionsProblem(line, current, groups);
    // Current names and deltas for the options still offered; the snapshot for the others.
    const fresh = choiceFor(
      groups,
      line.options.map((o) => o.id),
      line.note,
    ).options;
    const options = problem ? line.options : fresh;
    const view: CartLineView = {
      ...line,
      name: current.name,
      image: current.image,
      unit: current.unit,
      options,
      price: unitPrice(current, options),
    };
    if (view.price !== line.price) view.previousPrice = line.price;
    if (!current.inStock) view.problem = 'Out of stock';
    else if (problem) view.problem = problem;
    return view;
  });
}

/** The lines that can be ordered now: the others stay in the cart, marked, but out of the order. */
export function orderableLines(lines: CartLineView[]): CartLineView[] {
  return lines.filter((l) => !l.problem);
}

/** Subtotal in paise of the lines that can be ordered. */
export function subtotalPaise(lines: CartLineView[]): number {
  return orderableLines(lines).reduce((sum, l) => sum + toPaise(l.price) * l.quantity, 0);
}

/** A line's choices as the cart, checkout and orders show them under its name ('Cutting, Less sugar'). */
export const choiceNames = (line: { options: readonly { name: string }[] }) =>
  line.options.map((o) => o.name);

/** The quantity of an item across all its lines (the card's 'in cart' hint for customisable items). */
export const itemQuantity = (lines: readonly CartLine[], itemId: string) =>
  lines.reduce((sum, l) => (l.itemId === itemId ? sum + l.quantity : sum), 0);

const isOption = (o: unknown): o is CartOption =>
  typeof o === 'object' &&
  o !== null &&
  typeof (o as CartOption).id === 'string' &&
  typeof (o as CartOption).group === 'string' &&
  typeof (o as CartOption).name === 'string' &&
  typeof (o as CartOption).priceDelta === 'number';

/**
 * Accepts only well-formed lines from storage; anything else is dropped. A line stored before
 * options existed ({ id, name, price, ... }) becomes that item's plain line.
 */
export function parseStoredLines(raw: unknown): CartLine[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const lines: CartLine[] = [];
  for (const l of raw) {
    if (typeof l !== 'object' || l === null) continue;
    const itemId = typeof l.itemId === 'string' ? l.itemId : l.id;
    const options: unknown = l.options ?? [];
    const note = l.note === undefined || l.note === null ? null : l.note;
    const wellFormed =
      typeof itemId === 'string' &&
      typeof l.name === 'string' &&
      typeof l.price === 'number' &&
      typeof l.image === 'string' &&
      typeof l.unit === 'string' &&
      Number.isInteger(l.quantity) &&
      l.quantity > 0 &&
      l.quantity <= ORDER_LIMITS.maxQuantityPerLine &&
      Array.isArray(options) &&
      options.length <= OPTION_LIMITS.optionsPerLine &&
      options.every(isOption) &&
      (note === null || (typeof note === 'string' && note.length <= OPTION_LIMITS.noteMax));
    if (!wellFormed) continue;
    const choice: CartChoice = { options: options as CartOption[], note: normalizeNote(note) };
    const key = lineKeyOf(itemId, choice);
    if (lines.some((line) => line.key === key)) continue;
    const { name, price, image, unit, quantity } = l;
    lines.push({ key, itemId, name, price, image, unit, quantity, ...choice });
  }
  return lines;
}

/** The count the cart button shows: what can be ordered now (a line out of stock or off the menu is not in it). */
export const orderableCount = (lines: CartLine[], menu: CartMenu | undefined): number =>
  totalQuantity(orderableLines(reconcileLines(lines, menu)));
