import { describe, expect, it } from 'vitest';
import { MENU_IMAGES } from '#shared/catalog/menu-images.ts';
import { SEED_CATEGORIES, SEED_ITEMS } from './menu.ts';

describe('starter menu', () => {
  it('fills every category with 4 to 8 items', () => {
    expect(SEED_CATEGORIES).toHaveLength(13);
    for (const category of SEED_CATEGORIES) {
      const n = SEED_ITEMS.filter((i) => i.categorySlug === category.slug).length;
      expect(n, category.slug).toBeGreaterThanOrEqual(4);
      expect(n, category.slug).toBeLessThanOrEqual(8);
    }
  });

  it('has unique names, each with its own artwork, and sane prices', () => {
    expect(new Set(SEED_ITEMS.map((i) => i.name)).size).toBe(SEED_ITEMS.length);
    for (const item of SEED_ITEMS) {
      expect(MENU_IMAGES[item.name], item.name).toBeDefined();
      expect(Number.isInteger(item.pricePaise) && item.pricePaise > 0).toBe(true);
      if (item.originalPricePaise != null) expect(item.originalPricePaise).toBeGreaterThan(item.pricePaise);
      expect(item.rating).toBeGreaterThanOrEqual(0);
      expect(item.rating).toBeLessThanOrEqual(5);
    }
  });

  it('shows the storefront states: two out of stock, some discounted, some featured', () => {
    expect(SEED_ITEMS.filter((i) => !i.inStock).map((i) => i.name)).toEqual([
      'Maharaja Burger',
      'Pesto Pasta',
    ]);
    expect(SEED_ITEMS.filter((i) => i.originalPricePaise != null).length).toBeGreaterThanOrEqual(10);
    expect(SEED_ITEMS.filter((i) => i.isFeatured).length).toBeGreaterThanOrEqual(10);
  });
});
