import { describe, expect, it } from 'vitest';
import type { StorefrontItem, StorefrontOptionGroup } from '#shared/api/catalog.ts';
import { ORDER_LIMITS } from '#shared/constants.ts';
import {
  addPadLine,
  defaultOptionIds,
  linesSummary,
  orderLinesOf,
  type PadMenu,
  priceLines,
  setPadNote,
  setPadQuantity,
} from './pad-lines.ts';

const item = (id: string, price: number, extra: Partial<StorefrontItem> = {}): StorefrontItem => ({
  id,
  name: id === 'chai' ? 'Masala Chai' : 'Samosa',
  slug: id,
  brand: '',
  description: '',
  price,
  discount: 0,
  unit: '1 cup',
  image: '',
  rating: 4,
  ratingCount: 12,
  inStock: true,
  featured: false,
  category: 'c',
  veg: true,
  optionGroupIds: [],
  ...extra,
});

const cup: StorefrontOptionGroup = {
  id: 'cup',
  name: 'Cup',
  selection: 'single',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  options: [
    { id: 'cutting', name: 'Cutting', priceDelta: 0, isDefault: true, available: true },
    { id: 'full', name: 'Full', priceDelta: 10.5, isDefault: false, available: true },
    { id: 'kulhad', name: 'Kulhad', priceDelta: 5, isDefault: false, available: false },
  ],
};

const menu: PadMenu = {
  items: [item('chai', 20, { optionGroupIds: ['cup'] }), item('samosa', 15)],
  optionGroups: [cup],
};

describe('the pad lines', () => {
  it('raises a line for the same item, options and note; other choices make another line', () => {
    let lines = addPadLine([], 'chai', ['cutting'], null);
    lines = addPadLine(lines, 'chai', ['cutting'], '  ');
    lines = addPadLine(lines, 'chai', ['full'], null);
    lines = addPadLine(lines, 'chai', ['full'], 'less sugar');
    expect(lines.map((l) => [l.optionIds, l.note, l.quantity])).toEqual([
      [['cutting'], null, 2],
      [['full'], null, 1],
      [['full'], 'less sugar', 1],
    ]);
  });

  it("keeps an item's quantity over all its lines within the limit; 0 removes a line", () => {
    const max = ORDER_LIMITS.maxQuantityPerLine;
    let lines = addPadLine([], 'chai', ['cutting'], null, max - 1);
    lines = addPadLine(lines, 'chai', ['full'], null, 5);
    expect(lines.map((l) => l.quantity)).toEqual([max - 1, 1]);
    lines = setPadQuantity(lines, lines[1]!.key, 0);
    expect(lines).toHaveLength(1);
  });

  it('merges a line into the one that already has the note typed', () => {
    let lines = addPadLine([], 'samosa', [], 'hot');
    lines = addPadLine(lines, 'samosa', [], null, 2);
    lines = setPadNote(lines, lines[1]!.key, 'hot');
    expect(lines.map((l) => [l.note, l.quantity])).toEqual([['hot', 3]]);
  });

  it("prices lines with the live menu's options and says which cannot be ordered", () => {
    let lines = addPadLine([], 'chai', ['full'], null, 2);
    lines = addPadLine(lines, 'chai', ['kulhad'], null);
    lines = addPadLine(lines, 'gone', [], null);
    const priced = priceLines(lines, menu);
    expect(priced.map((l) => [l.name, l.unitPaise, l.problem])).toEqual([
      ['Masala Chai', 3050, undefined],
      ['Masala Chai', 2500, 'Kulhad is not available'],
      ['Item no longer on the menu', 0, 'Off the menu'],
    ]);
    expect(linesSummary(priced.slice(0, 1))).toBe('2 × Masala Chai');
  });

  it('chooses the available defaults and sends ids, quantities and notes', () => {
    expect(defaultOptionIds([cup])).toEqual(['cutting']);
    const lines = addPadLine(addPadLine([], 'chai', ['cutting'], 'no ice'), 'samosa', [], null);
    expect(orderLinesOf(lines)).toEqual([
      { menuItemId: 'chai', quantity: 1, options: ['cutting'], note: 'no ice' },
      { menuItemId: 'samosa', quantity: 1 },
    ]);
  });
});
