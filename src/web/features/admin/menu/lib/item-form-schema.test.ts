import { describe, expect, it } from 'vitest';
import type { AdminItem } from '#shared/api/admin-catalog.ts';
import { type ItemFormValues, itemFormSchema, itemFormValues } from './item-form-schema.ts';

const CATEGORY = '6f1c3c52-3f8e-4d55-9b8b-2a5f0c1d2e3f';
const blank = itemFormValues(undefined);

function errorsOf(values: ItemFormValues) {
  const result = itemFormSchema.safeParse(values);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('item form', () => {
  it('shows the messages of docs/product.md#validation-rules for a blank form', () => {
    expect(errorsOf(blank)).toEqual({
      name: 'Name is required',
      price: 'Price must be greater than 0',
      category_id: 'Category is required',
    });
  });

  it('checks the original price against the price, and the rating', () => {
    const filled = { ...blank, name: 'Kulhad Chai', price: '40', category_id: CATEGORY };
    expect(errorsOf({ ...filled, original_price: '30' })).toEqual({
      original_price: 'Original price must be greater than or equal to current price',
    });
    expect(errorsOf({ ...filled, rating: '6' })).toEqual({ rating: 'Rating must be between 0 and 5' });
    expect(errorsOf({ ...filled, price: '12.345' })).toEqual({ price: 'Prices can have at most 2 decimals' });
  });

  it('sends blanks as the defaults and numbers as numbers', () => {
    const body = itemFormSchema.parse({
      ...blank,
      name: ' Kulhad Chai ',
      price: '40',
      category_id: CATEGORY,
    });
    expect(body).toMatchObject({
      name: 'Kulhad Chai',
      price: 40,
      original_price: null,
      rating: 0,
      sort_order: 0,
      unit: 'piece',
      image_url: null,
    });
  });

  it('round-trips a stored item unchanged', () => {
    const stored = {
      name: 'Masala Chai',
      description: 'Spiced',
      price: 25,
      original_price: 30,
      category_id: CATEGORY,
      unit: 'cup',
      brand: '',
      rating: 4.5,
      in_stock: true,
      is_featured: false,
      is_active: true,
      sort_order: 3,
      image_url: '/menu/masala-chai.svg',
      search_aliases: ['chaha', 'चहा'],
      time_windows: [{ label: 'Breakfast', days: ['monday', 'friday'], from: '07:00', to: '11:00' }],
      translations: { mr: { name: 'मसाला चहा' } },
    };
    const item = { ...stored, id: 'i1', slug: 'masala-chai', discount: 17, category: 'Tea' } as AdminItem;
    expect(itemFormSchema.parse(itemFormValues(item))).toEqual(stored);
  });

  it('holds the search words in one box and the translations blank where there are none', () => {
    const item = {
      search_aliases: ['chaha', 'चहा'],
      translations: { mr: { name: 'मसाला चहा' } },
    } as AdminItem;
    const values = itemFormValues(item);
    expect(values.search_aliases).toBe('chaha, चहा');
    expect(values.translations).toEqual({
      hi: { name: '', description: '' },
      mr: { name: 'मसाला चहा', description: '' },
    });
  });

  it('sends the search words as a list and only the translations filled in', () => {
    const body = itemFormSchema.parse({
      ...blank,
      name: 'Kulhad Chai',
      price: '40',
      category_id: CATEGORY,
      search_aliases: ' chaha,, चहा , Chaha ,',
      translations: { hi: { name: ' ', description: '' }, mr: { name: ' कुल्हड चहा ', description: '' } },
    });
    expect(body.search_aliases).toEqual(['chaha', 'चहा']);
    expect(body.translations).toEqual({ mr: { name: 'कुल्हड चहा' } });
  });

  it("shows the schema's messages for the search words on their box", () => {
    const filled = { ...blank, name: 'Kulhad Chai', price: '40', category_id: CATEGORY };
    const many = Array.from({ length: 13 }, (_, i) => `word${i}`).join(',');
    expect(errorsOf({ ...filled, search_aliases: many })).toEqual({
      search_aliases: 'At most 12 search words',
    });
    expect(errorsOf({ ...filled, search_aliases: `chaha, ${'x'.repeat(41)}` })).toEqual({
      'search_aliases.1': 'A search word must be at most 40 characters',
    });
  });
});
