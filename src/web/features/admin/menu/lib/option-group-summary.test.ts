import { describe, expect, it } from 'vitest';
import type { AdminOptionGroup } from '#shared/api/option-groups.ts';
import { moveEntry, sameList } from './group-list.ts';
import { deleteGroupMessage, groupSummary, optionPrice } from './option-group-summary.ts';

const group = (over: Partial<AdminOptionGroup>): AdminOptionGroup => ({
  id: 'g1',
  name: 'Sugar',
  selection: 'single',
  required: true,
  min_choices: 1,
  max_choices: 1,
  sort_order: 0,
  options: [],
  translations: {},
  item_ids: [],
  created_at: '',
  updated_at: '',
  ...over,
});

describe('option group summary', () => {
  it("says the group's kind and rule as the storefront's sheet does", () => {
    expect(groupSummary(group({}))).toBe('Single choice · Required, choose 1');
    expect(
      groupSummary(group({ selection: 'multiple', required: false, min_choices: 0, max_choices: 2 })),
    ).toBe('Multiple choice · Optional, up to 2');
    expect(groupSummary(group({ required: false, min_choices: 0, max_choices: 1 }))).toBe(
      'Single choice · Optional, up to 1',
    );
  });

  it('writes extra prices in rupees, and a free choice in words', () => {
    expect(optionPrice({ price_delta: 10 })).toBe('+₹10');
    expect(optionPrice({ price_delta: 0 })).toBe('No extra charge');
  });

  it('says before a delete how many items lose the group', () => {
    expect(deleteGroupMessage(group({ item_ids: ['a', 'b', 'c'] }))).toBe(
      "Delete the option group 'Sugar'? It is used by 3 items and will be removed from them. Past orders keep their choices.",
    );
    expect(deleteGroupMessage(group({ item_ids: ['a'] }))).toContain(
      'used by 1 item and will be removed from it.',
    );
    expect(deleteGroupMessage(group({}))).toContain('No item uses it.');
  });
});

describe("an item's group order", () => {
  it('moves one entry up or down, and nothing past either end', () => {
    expect(moveEntry(['cup', 'sugar', 'addons'], 1, -1)).toEqual(['sugar', 'cup', 'addons']);
    expect(moveEntry(['cup', 'sugar', 'addons'], 1, 1)).toEqual(['cup', 'addons', 'sugar']);
    expect(moveEntry(['cup', 'sugar'], 0, -1)).toEqual(['cup', 'sugar']);
    expect(moveEntry(['cup', 'sugar'], 1, 1)).toEqual(['cup', 'sugar']);
    expect(sameList(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameList(['a', 'b'], ['b', 'a'])).toBe(false);
  });
});
