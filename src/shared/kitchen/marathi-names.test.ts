import { describe, expect, it } from 'vitest';
import { marathiNameOf, marathiNamesOf } from './marathi-names.ts';

describe('the Marathi names a kitchen ticket shows', () => {
  // The Marathi menu: each name in Marathi, or in English where the item has no Marathi name.
  const names = marathiNamesOf({
    items: [
      { id: 'chai', name: 'मसाला चहा' },
      { id: 'maska', name: 'Bun Maska' },
      { id: 'vada', name: ' वडा पाव ' },
    ] as never,
  });

  it('keeps only the names in Devanagari, by item id', () => {
    expect([...names]).toEqual([
      ['chai', 'मसाला चहा'],
      ['vada', 'वडा पाव'],
    ]);
  });

  it("gives a line its item's Marathi name, and nothing when there is none", () => {
    expect(marathiNameOf({ menuItemId: 'chai', name: 'Masala Chai' }, names)).toBe('मसाला चहा');
    expect(marathiNameOf({ menuItemId: 'maska', name: 'Bun Maska' }, names)).toBeNull();
    // An item deleted since (no id), one not on the menu, or no names read: English only.
    expect(marathiNameOf({ menuItemId: null, name: 'Masala Chai' }, names)).toBeNull();
    expect(marathiNameOf({ menuItemId: 'gone', name: 'Kulhad Chai' }, names)).toBeNull();
    expect(marathiNameOf({ menuItemId: 'chai', name: 'Masala Chai' }, undefined)).toBeNull();
    // A shop that names the item in Devanagari in English too: not shown twice.
    expect(marathiNameOf({ menuItemId: 'vada', name: 'वडा पाव' }, names)).toBeNull();
  });
});
