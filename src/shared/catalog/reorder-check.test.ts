import { describe, expect, it } from 'vitest';
import type { StorefrontItem, StorefrontOptionGroup } from '../api/catalog.ts';
import { ORDER_LIMITS } from '../constants.ts';
import { checkReorder } from './reorder-check.ts';

const item = (id: string, price: number, fields: Partial<StorefrontItem> = {}): StorefrontItem => ({
  id,
  name: `Item ${id}`,
  slug: id,
  brand: '',
  description: '',
  price,
  discount: 0,
  unit: '1 cup',
  image: '',
  rating: 0,
  ratingCount: 0,
  inStock: true,
  featured: false,
  category: 'chai',
  veg: true,
  optionGroupIds: [],
  ...fields,
});

const cup: StorefrontOptionGroup = {
  id: 'cup',
  name: 'Cup',
  selection: 'single',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  options: [
    { id: 'small', name: 'Small', priceDelta: 0, isDefault: true, available: true },
    { id: 'large', name: 'Large', priceDelta: 5, isDefault: false, available: true },
  ],
};

const chai = item('chai', 12, { optionGroupIds: ['cup'] });
const line = (
  menuItemId: string | null,
  quantity: number,
  optionIds: string[] = [],
  unitPricePaise?: number,
) => ({
  menuItemId,
  name: `Ordered ${menuItemId}`,
  quantity,
  options: optionIds.map((optionId) => ({ optionId, name: `Ordered ${optionId}` })),
  note: null,
  ...(unitPricePaise === undefined ? {} : { unitPricePaise }),
});

describe('checkReorder', () => {
  it('prices each line now and reports a unit price that moved', () => {
    const check = checkReorder([line('chai', 2, ['large'], 1500)], { items: [chai], optionGroups: [cup] });
    expect(check.lines.map((l) => [l.item.id, l.quantity, l.optionIds, l.unitPricePaise])).toEqual([
      ['chai', 2, ['large'], 1700],
    ]);
    expect(check.changes).toEqual([{ kind: 'price', item: 'Item chai', wasPaise: 1500, nowPaise: 1700 }]);
  });

  it('says nothing when the price is the same or not known', () => {
    const menu = { items: [chai], optionGroups: [cup] };
    expect(checkReorder([line('chai', 1, ['small'], 1200)], menu).changes).toEqual([]);
    expect(checkReorder([line('chai', 1, ['small'])], menu).changes).toEqual([]);
  });

  it('marks a line whose required choice is gone, after naming the choice', () => {
    const smallOnly = { ...cup, options: cup.options.slice(0, 1) };
    const check = checkReorder([line('chai', 1, ['large'])], { items: [chai], optionGroups: [smallOnly] });
    expect(check.changes.map((c) => c.kind)).toEqual(['option-gone', 'choose-again']);
    expect(check.changes[0]).toEqual({ kind: 'option-gone', item: 'Item chai', option: 'Ordered large' });
    expect(check.lines[0]?.problem?.kind).toBe('required');
  });

  it('counts the per-item limit over all the lines of an item', () => {
    const max = ORDER_LIMITS.maxQuantityPerLine;
    const check = checkReorder([line('chai', max - 1, ['small']), line('chai', 3, ['large'])], {
      items: [chai],
      optionGroups: [cup],
    });
    expect(check.lines.map((l) => l.quantity)).toEqual([max - 1, 1]);
    expect(check.changes).toEqual([{ kind: 'quantity', item: 'Item chai', was: 3, now: 1 }]);
  });

  it('leaves out an item gone or out of stock', () => {
    const check = checkReorder([line('gone', 1), line('bun', 1), line(null, 1)], {
      items: [item('bun', 30, { inStock: false })],
      optionGroups: [],
    });
    expect(check.lines).toEqual([]);
    expect(check.changes).toEqual([
      { kind: 'gone', item: 'Ordered gone' },
      { kind: 'out-of-stock', item: 'Item bun' },
      { kind: 'gone', item: 'Ordered null' },
    ]);
  });
});
