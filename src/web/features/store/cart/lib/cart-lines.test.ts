import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StorefrontItem } from '#shared/api/catalog.ts';
import {
  addLine,
  addLineQuantity,
  type CartLine,
  orderableLines,
  parseStoredLines,
  reconcileLines,
  setLineQuantity,
  subtotalPaise,
  totalQuantity,
} from './cart-lines.ts';

const item = (id: string, price: number, inStock = true): StorefrontItem => ({
  id,
  name: `Item ${id}`,
  slug: `item-${id}`,
  brand: 'Chai Express',
  description: '',
  price,
  discount: 0,
  unit: '1 cup',
  image: '/menu/combo.svg',
  rating: 4.5,
  inStock,
  featured: false,
  category: 'classic-chai',
});

describe('cart lines', () => {
  it('adds a new line at 1 and raises an existing one by 1', () => {
    let lines: CartLine[] = [];
    lines = addLine(lines, item('a', 25));
    lines = addLine(lines, item('a', 25));
    lines = addLine(lines, item('b', 40));
    expect(lines.map((l) => [l.id, l.quantity])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
    expect(totalQuantity(lines)).toBe(3);
  });

  it('adds several at once for Reorder, within the cap', () => {
    let lines = addLineQuantity([], item('a', 25), 3);
    expect(lines[0]?.quantity).toBe(3);
    lines = addLineQuantity(lines, item('a', 25), 60);
    expect(lines[0]?.quantity).toBe(50);
  });

  it('removes a line set to 0 or below, and caps a line at 50', () => {
    const lines = addLine([], item('a', 25));
    expect(setLineQuantity(lines, 'a', 0)).toEqual([]);
    expect(setLineQuantity(lines, 'a', -3)).toEqual([]);
    expect(setLineQuantity(lines, 'a', Number.NaN)).toEqual([]);
    expect(setLineQuantity(lines, 'a', 500)[0]?.quantity).toBe(50);
  });

  it('never lets the total go negative or a line exceed the cap', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: -5, max: 80 }), fc.boolean())),
        (ops) => {
          let lines: CartLine[] = [];
          for (const [id, q, isAdd] of ops)
            lines = isAdd ? addLine(lines, item(id, 10)) : setLineQuantity(lines, id, q);
          return (
            lines.every((l) => l.quantity >= 1 && l.quantity <= 50) &&
            new Set(lines.map((l) => l.id)).size === lines.length
          );
        },
      ),
    );
  });

  it('shows current prices and marks lines that can no longer be ordered', () => {
    const lines = [item('a', 25), item('b', 40), item('c', 60)].reduce<CartLine[]>(
      (l, i) => addLine(l, i),
      [],
    );
    const view = reconcileLines(lines, [item('a', 30), item('b', 40, false)]);
    expect(view[0]).toMatchObject({ price: 30, previousPrice: 25 });
    expect(view[0]?.problem).toBeUndefined();
    expect(view[1]?.problem).toBe('Out of stock');
    expect(view[2]?.problem).toBe('No longer on the menu');
    expect(subtotalPaise(view)).toBe(3000);
    // The badge and the order count only what can be ordered.
    expect(orderableLines(view).map((l) => l.id)).toEqual(['a']);
    expect(totalQuantity(orderableLines(view))).toBe(1);
  });

  it('keeps only well-formed stored lines', () => {
    const good = { id: 'a', name: 'A', price: 25, image: '/x.svg', unit: '1 cup', quantity: 2 };
    expect(parseStoredLines([good, { id: 'b' }, null, { ...good, id: 'c', quantity: 0 }])).toEqual([good]);
    expect(parseStoredLines('nope')).toBeUndefined();
  });
});
