// Cart rules (docs/product.md#cart-and-checkout): add puts a new line at 1 or raises it by 1; a quantity of 0
// or below removes the line. Lines keep a snapshot of what the customer saw, and are reconciled with the
// current menu so prices are current and lines that cannot be ordered are marked.
import type { StorefrontItem } from '#shared/api/catalog.ts';
import { ORDER_LIMITS } from '#shared/constants.ts';
import { toPaise } from '#shared/money.ts';

export type CartLine = {
  id: string;
  name: string;
  price: number;
  image: string;
  unit: string;
  quantity: number;
};

export type CartLineView = CartLine & {
  /** Why the line cannot be ordered now, if it cannot. */
  problem?: 'Out of stock' | 'No longer on the menu';
  /** The price when the line was added, when the menu price differs now. */
  previousPrice?: number;
};

const clampQuantity = (quantity: number) => Math.min(Math.trunc(quantity), ORDER_LIMITS.maxQuantityPerLine);

export function addLine(lines: CartLine[], item: StorefrontItem): CartLine[] {
  const existing = lines.find((l) => l.id === item.id);
  if (existing) return setLineQuantity(lines, item.id, existing.quantity + 1);
  if (lines.length >= ORDER_LIMITS.maxLines) return lines;
  const { id, name, price, image, unit } = item;
  return [...lines, { id, name, price, image, unit, quantity: 1 }];
}

/** Adds `count` of an item at once (Reorder), within the same limits as adding one by one. */
export function addLineQuantity(lines: CartLine[], item: StorefrontItem, count: number): CartLine[] {
  const withItem = addLine(lines, item);
  const current = withItem.find((l) => l.id === item.id)?.quantity ?? 0;
  const before = lines.find((l) => l.id === item.id)?.quantity ?? 0;
  return current === 0 ? withItem : setLineQuantity(withItem, item.id, before + count);
}

export function setLineQuantity(lines: CartLine[], id: string, quantity: number): CartLine[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return lines.filter((l) => l.id !== id);
  return lines.map((l) => (l.id === id ? { ...l, quantity: clampQuantity(quantity) } : l));
}

export function totalQuantity(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

export function reconcileLines(lines: CartLine[], menu: StorefrontItem[] | undefined): CartLineView[] {
  if (!menu) return lines;
  const byId = new Map(menu.map((item) => [item.id, item]));
  return lines.map((line) => {
    const current = byId.get(line.id);
    if (!current) return { ...line, problem: 'No longer on the menu' };
    const view: CartLineView = {
      ...line,
      name: current.name,
      image: current.image,
      unit: current.unit,
      price: current.price,
    };
    if (current.price !== line.price) view.previousPrice = line.price;
    if (!current.inStock) view.problem = 'Out of stock';
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

/** Accepts only well-formed lines from storage; anything else is dropped. */
export function parseStoredLines(raw: unknown): CartLine[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.filter(
    (l): l is CartLine =>
      typeof l === 'object' &&
      l !== null &&
      typeof l.id === 'string' &&
      typeof l.name === 'string' &&
      typeof l.price === 'number' &&
      typeof l.image === 'string' &&
      typeof l.unit === 'string' &&
      Number.isInteger(l.quantity) &&
      l.quantity > 0 &&
      l.quantity <= ORDER_LIMITS.maxQuantityPerLine,
  );
}
