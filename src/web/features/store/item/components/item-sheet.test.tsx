import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { StorefrontItem, StorefrontOptionGroup } from '#shared/api/catalog.ts';
import { ItemSheet } from './item-sheet.tsx';

const item = {
  id: 'i1',
  name: 'Cold Coffee',
  slug: 'cold-coffee',
  brand: null,
  description: 'Chilled',
  price: 100,
  discount: 0,
  unit: 'glass',
  image: '/x.webp',
  rating: 4,
  ratingCount: 12,
  inStock: true,
  featured: false,
  category: 'cold-coffee',
  veg: true,
  optionGroupIds: ['milk'],
} as unknown as StorefrontItem;

// An optional single-choice group whose paid option is the default: the customer must still be able
// to take it off, or they pay for an 'optional' extra they cannot refuse.
const milk: StorefrontOptionGroup = {
  id: 'milk',
  name: 'Milk',
  selection: 'single',
  required: false,
  minChoices: 0,
  maxChoices: 1,
  options: [
    { id: 'oat', name: 'Oat milk', priceDelta: 30, isDefault: true, available: true },
    { id: 'soy', name: 'Soy milk', priceDelta: 30, isDefault: false, available: true },
  ],
};

describe('the options sheet', () => {
  it('offers a None choice in an optional single-choice group, so a default extra can be refused', () => {
    const html = renderToString(
      <ItemSheet item={item} optionGroups={[milk]} open onClose={() => {}} onAdd={() => {}} />,
    );
    const radios = html.match(/<input type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(3);
    expect(html).toMatch(/>None</);
    // The default is chosen when the sheet opens; None is there to take it off.
    expect(radios.filter((r) => r.includes('checked'))).toHaveLength(1);
    expect(radios.find((r) => r.includes('checked'))).toContain('value="oat"');
  });

  it('shows no None choice in a required single-choice group', () => {
    const html = renderToString(
      <ItemSheet
        item={item}
        optionGroups={[{ ...milk, required: true, minChoices: 1 }]}
        open
        onClose={() => {}}
        onAdd={() => {}}
      />,
    );
    expect(html.match(/<input type="radio"[^>]*>/g)).toHaveLength(2);
    expect(html).not.toMatch(/>None</);
  });

  // Issue 44 (Low): 'Optional, choose 1' read as if one had to be chosen.
  it("says an optional one-choice group is 'Optional, up to 1', and a required one 'Required, choose 1'", () => {
    const optional = renderToString(
      <ItemSheet item={item} optionGroups={[milk]} open onClose={() => {}} onAdd={() => {}} />,
    );
    expect(optional).toContain('Optional, up to 1');
    expect(optional).not.toContain('choose 1');
    const required = renderToString(
      <ItemSheet
        item={item}
        optionGroups={[{ ...milk, required: true, minChoices: 1 }]}
        open
        onClose={() => {}}
        onAdd={() => {}}
      />,
    );
    expect(required).not.toContain('Optional');
    expect(required).toContain('Required, choose 1');
  });
});
