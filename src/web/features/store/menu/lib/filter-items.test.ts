import { describe, expect, it } from 'vitest';
import type { StorefrontItem } from '#shared/api/catalog.ts';
import { filterItems } from './filter-items.ts';

const base = {
  slug: '',
  price: 1,
  discount: 0,
  unit: '1 cup',
  image: '',
  rating: 4,
  inStock: true,
  featured: false,
};
const items: StorefrontItem[] = [
  {
    ...base,
    id: '1',
    name: 'Masala Chai',
    brand: 'Chai Express',
    description: 'Ginger and spice',
    category: 'classic-chai',
  },
  {
    ...base,
    id: '2',
    name: 'Cold Brew',
    brand: 'Chai Express',
    description: 'Steeped 18 hours',
    category: 'cold-coffee',
  },
  {
    ...base,
    id: '3',
    name: 'Vada Pav',
    brand: 'Pune Snacks',
    description: 'Spicy potato',
    category: 'bread',
  },
];

describe('filterItems', () => {
  it('searches name, brand and description case-insensitively', () => {
    expect(filterItems(items, null, 'CHAI').map((i) => i.id)).toEqual(['1', '2']);
    expect(filterItems(items, null, 'pune').map((i) => i.id)).toEqual(['3']);
    expect(filterItems(items, null, 'spic').map((i) => i.id)).toEqual(['1', '3']);
    expect(filterItems(items, null, '  ').length).toBe(3);
    expect(filterItems(items, null, 'pizza')).toEqual([]);
  });

  it('combines category and search', () => {
    expect(filterItems(items, 'bread', 'spic').map((i) => i.id)).toEqual(['3']);
    expect(filterItems(items, 'bread', 'chai')).toEqual([]);
  });
});
