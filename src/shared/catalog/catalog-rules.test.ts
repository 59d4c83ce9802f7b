import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { categoryDisplay, KNOWN_CATEGORIES } from './categories.ts';
import { thumbnailUrl } from './image-thumbnail.ts';
import {
  ARTWORK_RASTER,
  CATEGORY_DEFAULT_IMAGES,
  COMBO_IMAGE,
  MENU_IMAGES,
  resolveItemImage,
} from './menu-images.ts';

describe('category display', () => {
  it('knows the 13 category slugs of docs/product.md#menu-search-and-order with their names', () => {
    expect(KNOWN_CATEGORIES.map((c) => c.slug)).toEqual([
      'classic-chai',
      'iced-tea-green-tea',
      'hot-coffee',
      'cold-coffee',
      'burgers',
      'maggie',
      'sandwiches',
      'pasta',
      'bread',
      'fries',
      'pizza',
      'milkshakes',
      'mocktails-soda',
    ]);
    expect(categoryDisplay('milkshakes').name).toBe('Shakes');
    expect(categoryDisplay('mocktails-soda').name).toBe('Drinks');
  });

  it('names an unknown slug by capitalising it, with a plate emoji', () => {
    expect(categoryDisplay('desserts')).toEqual({ slug: 'desserts', name: 'Desserts', icon: '🍽️' });
  });
});

const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));

describe('item image resolution', () => {
  it('prefers an uploaded image, then the exact name', () => {
    expect(
      resolveItemImage({ name: 'Masala Chai', categorySlug: 'classic-chai', imageUrl: '/uploads/x.webp' }),
    ).toBe('/uploads/x.webp');
    expect(resolveItemImage({ name: 'Masala Chai', categorySlug: 'pizza' })).toBe('/menu/masala-chai.svg');
  });

  it('then a partial case-insensitive match, preferring the longest name', () => {
    expect(resolveItemImage({ name: 'large cheese garlic bread', categorySlug: 'bread' })).toBe(
      '/menu/cheese-garlic-bread.svg',
    );
    expect(resolveItemImage({ name: 'Cappu', categorySlug: 'hot-coffee' })).toBe('/menu/cappuccino.svg');
  });

  it('then the category default, else the combo picture', () => {
    expect(resolveItemImage({ name: 'Chef Special', categorySlug: 'pizza' })).toBe(
      '/menu/category-pizza.svg',
    );
    expect(resolveItemImage({ name: 'Chef Special', categorySlug: 'other' })).toBe(COMBO_IMAGE);
    expect(resolveItemImage({ name: 'tea', categorySlug: 'other' })).toBe(COMBO_IMAGE);
  });

  it('finds nothing on Object.prototype: names and slugs like constructor get the usual fallback', () => {
    for (const name of ['constructor', '__proto__', 'valueOf', 'toString', 'hasOwnProperty']) {
      expect(resolveItemImage({ name, categorySlug: 'pizza' }), name).toBe('/menu/category-pizza.svg');
      expect(resolveItemImage({ name: 'Chef Special', categorySlug: name }), name).toBe(COMBO_IMAGE);
    }
  });

  it('has a small titled SVG on disk for every path it can return, and its WebP thumbnail', async () => {
    const paths = [...Object.values(MENU_IMAGES), ...Object.values(CATEGORY_DEFAULT_IMAGES), COMBO_IMAGE];
    for (const url of paths) {
      const file = join(publicDir, url);
      expect(existsSync(file), url).toBe(true);
      expect(statSync(file).size, url).toBeLessThan(4096);
      expect(readFileSync(file, 'utf8')).toMatch(/<title>[^<]+<\/title>/);
      const thumbnail = thumbnailUrl(url);
      expect(thumbnail, url).toBe(url.replace(/\.svg$/, '.webp'));
      const raster = join(publicDir, thumbnail!);
      expect(statSync(raster).size, thumbnail).toBeLessThan(6144);
      const { format, width, height } = await sharp(raster).metadata();
      expect({ format, width, height }, thumbnail).toEqual({ format: 'webp', ...sizeOf(ARTWORK_RASTER) });
    }
  });
});

const sizeOf = ({ width, height }: { width: number; height: number }) => ({ width, height });
