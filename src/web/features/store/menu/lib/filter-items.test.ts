import { beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontItem } from '#shared/api/catalog.ts';
import { filterItems, loadMatcher } from './filter-items.ts';

const base = {
  slug: '',
  price: 1,
  discount: 0,
  unit: '1 cup',
  image: '',
  rating: 4,
  ratingCount: 12,
  inStock: true,
  featured: false,
  veg: true,
  optionGroupIds: [],
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

// Runs first: the matcher's chunk is not loaded yet.
describe('filterItems before the matcher has loaded', () => {
  it('waits for the matcher before it searches, but filters by category without it', () => {
    expect(filterItems(items, null, 'chai')).toBeUndefined();
    expect(filterItems(items, 'bread', '  ')?.map((i) => i.id)).toEqual(['3']);
  });
});

describe('filterItems', () => {
  beforeAll(async () => {
    await loadMatcher();
  });

  it('searches name, brand and description case-insensitively', () => {
    expect(filterItems(items, null, 'CHAI')?.map((i) => i.id)).toEqual(['1', '2']);
    expect(filterItems(items, null, 'pune')?.map((i) => i.id)).toEqual(['3']);
    expect(filterItems(items, null, 'spic')?.map((i) => i.id)).toEqual(['1', '3']);
    expect(filterItems(items, null, '  ')?.length).toBe(3);
    expect(filterItems(items, null, 'pizza')).toEqual([]);
  });

  it('takes words in any order and forgives a typo', () => {
    expect(filterItems(items, null, 'chai masala')?.map((i) => i.id)).toEqual(['1']);
    expect(filterItems(items, null, 'vada paav')?.map((i) => i.id)).toEqual(['3']);
  });

  it('combines category and search', () => {
    expect(filterItems(items, 'bread', 'spic')?.map((i) => i.id)).toEqual(['3']);
    expect(filterItems(items, 'bread', 'chai')).toEqual([]);
  });
});
