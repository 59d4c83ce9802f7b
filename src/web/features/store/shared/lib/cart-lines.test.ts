import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StorefrontItem, StorefrontOptionGroup } from '#shared/api/catalog.ts';
import { option, requiredSingleGroup } from '#web/test-support/option-groups.ts';
import {
  addLine,
  addLineQuantity,
  type CartLine,
  type CartMenu,
  choiceFor,
  choiceNames,
  itemQuantity,
  lineRoom,
  orderableLines,
  parseStoredLines,
  plainLineKey,
  reconcileLines,
  setLineQuantity,
  subtotalPaise,
  totalQuantity,
} from './cart-lines.ts';
import { reorderPlan } from './reorder-plan.ts';

const item = (id: string, price: number, inStock = true, optionGroupIds: string[] = []): StorefrontItem => ({
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
  ratingCount: 12,
  inStock,
  featured: false,
  category: 'classic-chai',
  veg: true,
  optionGroupIds,
});

const cup = requiredSingleGroup('cup', 'Cup', [
  option('cutting', 'Cutting', 0, true),
  option('full', 'Full', 10),
]);
const sugar = requiredSingleGroup('sugar', 'Sugar', [
  option('less', 'Less sugar'),
  option('normal', 'Normal', 0, true),
  option('extra', 'Extra sugar'),
]);
const addOns: StorefrontOptionGroup = {
  id: 'addons',
  name: 'Add-ons',
  selection: 'multiple',
  required: false,
  minChoices: 0,
  maxChoices: 2,
  options: [option('ginger', 'Extra ginger', 5), option('elaichi', 'Elaichi', 5)],
};
const chai = { ...item('chai', 25, true, ['cup', 'sugar', 'addons']), name: 'Masala Chai' };
const menu = (items: StorefrontItem[], optionGroups = [cup, sugar, addOns]): CartMenu => ({
  items,
  optionGroups,
});
const chaiGroups = [cup, sugar, addOns];
const lessGinger = choiceFor(chaiGroups, ['ginger', 'less', 'cutting'], '  less   milk please ');

describe('cart lines', () => {
  it('adds a new line at 1 and raises an existing one by 1', () => {
    let lines: CartLine[] = [];
    lines = addLine(lines, item('a', 25));
    lines = addLine(lines, item('a', 25));
    lines = addLine(lines, item('b', 40));
    expect(lines.map((l) => [l.itemId, l.quantity])).toEqual([
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
    expect(addLineQuantity([], item('a', 25), 0)).toEqual([]);
  });

  it('removes a line set to 0 or below, and caps a line at 50', () => {
    const lines = addLine([], item('a', 25));
    const key = plainLineKey('a');
    expect(setLineQuantity(lines, key, 0)).toEqual([]);
    expect(setLineQuantity(lines, key, -3)).toEqual([]);
    expect(setLineQuantity(lines, key, Number.NaN)).toEqual([]);
    expect(setLineQuantity(lines, key, 500)[0]?.quantity).toBe(50);
  });

  it('never lets the total go negative or a line exceed the cap', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: -5, max: 80 }), fc.boolean())),
        (ops) => {
          let lines: CartLine[] = [];
          for (const [id, q, isAdd] of ops)
            lines = isAdd ? addLine(lines, item(id, 10)) : setLineQuantity(lines, plainLineKey(id), q);
          return (
            lines.every((l) => l.quantity >= 1 && l.quantity <= 50) &&
            new Set(lines.map((l) => l.key)).size === lines.length
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
    const view = reconcileLines(lines, menu([item('a', 30), item('b', 40, false)]));
    expect(view[0]).toMatchObject({ price: 30, previousPrice: 25 });
    expect(view[0]?.problem).toBeUndefined();
    expect(view[1]?.problem).toBe('Out of stock');
    expect(view[2]?.problem).toBe('No longer on the menu');
    expect(subtotalPaise(view)).toBe(3000);
    // The badge and the order count only what can be ordered.
    expect(orderableLines(view).map((l) => l.itemId)).toEqual(['a']);
    expect(totalQuantity(orderableLines(view))).toBe(1);
  });
});

describe('cart lines with options', () => {
  it('prices a line as the item plus its options, and keeps their names in group order', () => {
    const [line] = addLine([], chai, lessGinger);
    expect(line?.price).toBe(30);
    expect(choiceNames(line as CartLine)).toEqual(['Cutting', 'Less sugar', 'Extra ginger']);
    expect(line?.options[0]).toEqual({ id: 'cutting', group: 'Cup', name: 'Cutting', priceDelta: 0 });
    expect(line?.note).toBe('less milk please');
  });

  it('keeps the same chai with another sugar level or note on another line; the badge counts cups', () => {
    let lines = addLineQuantity([], chai, 2, lessGinger);
    lines = addLine(lines, chai, choiceFor(chaiGroups, ['cutting', 'extra'], null));
    // Same choices tapped in another order, same note with other spacing: the same line.
    lines = addLine(lines, chai, choiceFor(chaiGroups, ['less', 'cutting', 'ginger'], 'less milk please'));
    lines = addLine(lines, chai, choiceFor(chaiGroups, ['less', 'cutting', 'ginger'], 'more milk'));
    expect(lines.map((l) => [choiceNames(l).join(', '), l.note, l.quantity])).toEqual([
      ['Cutting, Less sugar, Extra ginger', 'less milk please', 3],
      ['Cutting, Extra sugar', null, 1],
      ['Cutting, Less sugar, Extra ginger', 'more milk', 1],
    ]);
    expect(totalQuantity(lines)).toBe(5);
    expect(itemQuantity(lines, 'chai')).toBe(5);
    expect(new Set(lines.map((l) => l.key)).size).toBe(3);
  });

  it("counts the 50-cup limit over all of an item's lines, whatever their notes", () => {
    let lines = addLineQuantity([], chai, 30, choiceFor(chaiGroups, ['cutting', 'normal'], 'note 1'));
    lines = addLineQuantity(lines, chai, 30, choiceFor(chaiGroups, ['cutting', 'normal'], 'note 2'));
    expect(lines.map((l) => l.quantity)).toEqual([30, 20]);
    // No room left: a third note adds no line, and a raise stops where the item is full.
    expect(addLine(lines, chai, choiceFor(chaiGroups, ['cutting', 'normal'], 'note 3'))).toEqual(lines);
    const second = lines[1]!.key;
    expect(setLineQuantity(lines, second, 25)[1]?.quantity).toBe(20);
    expect(setLineQuantity(lines, second, 5)[1]?.quantity).toBe(5);
    expect(lineRoom(lines, 'chai', second)).toBe(20);
    expect(itemQuantity(lines, 'chai')).toBe(50);
  });

  it('reprices with the current deltas and marks options gone, off or no longer meeting the rules', () => {
    const full = choiceFor(chaiGroups, ['full', 'normal', 'elaichi'], null);
    let lines = addLine([], chai, lessGinger);
    lines = addLine(lines, chai, full);
    lines = addLine(lines, chai, choiceFor(chaiGroups, ['cutting', 'normal'], null));
    lines = addLine(lines, item('toast', 40));

    // Full now costs ₹15: the line follows, and says what it was.
    const dearer = {
      ...cup,
      options: [cup.options[0], option('full', 'Full cup', 15)],
    } as StorefrontOptionGroup;
    let view = reconcileLines(lines, menu([chai, item('toast', 40)], [dearer, sugar, addOns]));
    expect(view[1]).toMatchObject({ price: 45, previousPrice: 40 });
    expect(choiceNames(view[1] as CartLine)).toEqual(['Full cup', 'Normal', 'Elaichi']);
    expect(view.every((l) => !l.problem)).toBe(true);

    // Extra ginger deleted, Elaichi switched off, and a new required group on chai.
    const fewer = { ...addOns, options: [option('elaichi', 'Elaichi', 5, false, false)] };
    const milk: StorefrontOptionGroup = { ...cup, id: 'milk', name: 'Milk', options: [option('oat', 'Oat')] };
    view = reconcileLines(
      lines,
      menu(
        [{ ...chai, optionGroupIds: ['cup', 'sugar', 'addons', 'milk'] }, item('toast', 40)],
        [cup, sugar, fewer, milk],
      ),
    );
    expect(view.map((l) => l.problem)).toEqual([
      'Extra ginger is no longer available',
      'Elaichi is not available right now',
      'Choose a milk option',
      undefined,
    ]);
    expect(subtotalPaise(view)).toBe(4000);
    expect(totalQuantity(orderableLines(view))).toBe(1);
  });

  it('marks a line whose group left the item', () => {
    const lines = addLine([], chai, lessGinger);
    const view = reconcileLines(lines, menu([{ ...chai, optionGroupIds: ['cup', 'sugar'] }]));
    expect(view[0]?.problem).toBe('Extra ginger is no longer available');
  });

  it('marks a plain line of an item that now has a required group', () => {
    const lines = addLine([], { ...chai, optionGroupIds: [] });
    expect(reconcileLines(lines, menu([chai]))[0]?.problem).toBe('Choose a cup option');
  });
});

describe('stored carts', () => {
  it('keeps only well-formed stored lines', () => {
    const good = addLine([], chai, choiceFor(chaiGroups, ['cutting', 'less'], 'hot'))[0] as CartLine;
    expect(
      parseStoredLines([
        good,
        { id: 'b' },
        null,
        { ...good, key: 'x', itemId: 'c', quantity: 0 },
        { ...good, itemId: 'd', options: [{ id: 'o' }] },
        { ...good, itemId: 'e', note: 'x'.repeat(141) },
      ]),
    ).toEqual([good]);
    expect(parseStoredLines('nope')).toBeUndefined();
  });

  it('reads a line stored before options as the item plain line, which the card then raises', () => {
    const old = { id: 'a', name: 'A', price: 25, image: '/x.svg', unit: '1 cup', quantity: 2 };
    const lines = parseStoredLines([old]) as CartLine[];
    expect(lines).toEqual([
      {
        key: plainLineKey('a'),
        itemId: 'a',
        name: 'A',
        price: 25,
        image: '/x.svg',
        unit: '1 cup',
        quantity: 2,
        options: [],
        note: null,
      },
    ]);
    expect(addLine(lines, item('a', 25))[0]?.quantity).toBe(3);
  });

  it('recomputes the key rather than trusting a stored one, and merges duplicates', () => {
    const line = addLine([], chai, lessGinger)[0] as CartLine;
    const parsed = parseStoredLines([{ ...line, key: 'forged' }, line]) as CartLine[];
    expect(parsed).toHaveLength(1);
    expect(parsed[0]?.key).toBe(line.key);
  });
});

describe('reorder', () => {
  const ordered = (options: { optionId: string | null; name: string }[], note: string | null = null) => ({
    menuItemId: 'chai',
    name: 'Masala Chai',
    quantity: 2,
    options,
    note,
  });

  it('restores the same choices and note', () => {
    const plan = reorderPlan(
      [
        ordered(
          [
            { optionId: 'cutting', name: 'Cutting' },
            { optionId: 'less', name: 'Less sugar' },
            { optionId: 'ginger', name: 'Extra ginger' },
          ],
          'less milk please',
        ),
      ],
      menu([chai]),
    );
    expect(plan.notices).toEqual([]);
    const lines = addLineQuantity([], plan.adds[0]?.item as StorefrontItem, 2, plan.adds[0]?.choice);
    expect(lines[0]).toMatchObject({ key: addLine([], chai, lessGinger)[0]?.key, quantity: 2, price: 30 });
  });

  it('adds what it can and names each choice it could not bring back', () => {
    const offGinger = { ...addOns, options: [option('ginger', 'Extra ginger', 5, false, false)] };
    const plan = reorderPlan(
      [
        ordered([
          { optionId: 'cutting', name: 'Cutting' },
          { optionId: 'ginger', name: 'Extra ginger' },
          { optionId: null, name: 'Jaggery' },
        ]),
        { menuItemId: 'gone', name: 'Bun Maska', quantity: 1, options: [], note: null },
        { menuItemId: 'toast', name: 'Toast', quantity: 1, options: [], note: null },
        { menuItemId: null, name: 'Old Item', quantity: 1, options: [], note: null },
      ],
      menu([chai, item('toast', 40, false)], [cup, sugar, offGinger]),
    );
    expect(plan.notices).toEqual([
      'Masala Chai: Extra ginger is no longer available',
      'Masala Chai: Jaggery is no longer available',
      'Bun Maska is no longer on the menu',
      'Item toast is out of stock',
      'Old Item is no longer on the menu',
    ]);
    expect(plan.adds).toHaveLength(1);
    expect(choiceNames(plan.adds[0]?.choice as { options: { name: string }[] })).toEqual(['Cutting']);
  });
});
