import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuCategories, menuItems } from '#server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/menu', () => {
  it('lists the 13 seeded categories in display order and their active items', async () => {
    const res = await t.app.inject('/api/menu');
    expect(res.statusCode).toBe(200);
    const menu = res.json();
    expect(menu.categories.map((c: { slug: string }) => c.slug)).toEqual([
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
    expect(menu.categories[0]).toMatchObject({ name: 'Chai' });
    expect(menu.items.length).toBeGreaterThanOrEqual(13 * 4);
    for (const item of menu.items) {
      expect(item.price).toBeGreaterThan(0);
      expect(item.image).toMatch(/^\/menu\/.+\.svg$/);
      // The cards show the WebP drawn from the artwork, not the SVG (image-thumbnail.ts).
      expect(item.thumbnail).toBe(item.image.replace(/\.svg$/, '.webp'));
      expect(item.unit).toMatch(/^1 (piece|cup|glass|plate|bowl|serving)$/);
      if (item.originalPrice !== undefined) {
        expect(item.discount).toBe(
          Math.round(((item.originalPrice - item.price) / item.originalPrice) * 100),
        );
      } else {
        expect(item.discount).toBe(0);
      }
    }
    expect(menu.items.filter((i: { inStock: boolean }) => !i.inStock).length).toBe(2);
  });

  it('revalidates with the ETag (304) and serves gzip and brotli bodies equal to the plain one', async () => {
    const plain = await t.app.inject('/api/menu');
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers['cache-control']).toContain('max-age=');
    const notModified = await t.app.inject({ url: '/api/menu', headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');

    const gz = await t.app.inject({ url: '/api/menu', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const br = await t.app.inject({ url: '/api/menu', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const refused = await t.app.inject({
      url: '/api/menu',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('shows a catalog change on the next load once the cache is invalidated', async () => {
    const before = (await t.app.inject('/api/menu')).json();
    const target = before.items[0];
    await t.database.db.update(menuItems).set({ isActive: false }).where(eq(menuItems.id, target.id));
    t.app.services.catalog.invalidate();
    const after = (await t.app.inject('/api/menu')).json();
    expect(after.items.find((i: { id: string }) => i.id === target.id)).toBeUndefined();
    expect(after.items.length).toBe(before.items.length - 1);
    await t.database.db.update(menuItems).set({ isActive: true }).where(eq(menuItems.id, target.id));
    t.app.services.catalog.invalidate();
  });

  it('hides items of an inactive category and the category itself', async () => {
    await t.database.db
      .update(menuCategories)
      .set({ isActive: false })
      .where(eq(menuCategories.slug, 'pizza'));
    t.app.services.catalog.invalidate();
    const menu = (await t.app.inject('/api/menu')).json();
    expect(menu.categories.some((c: { slug: string }) => c.slug === 'pizza')).toBe(false);
    expect(menu.items.some((i: { category: string }) => i.category === 'pizza')).toBe(false);
    await t.database.db
      .update(menuCategories)
      .set({ isActive: true })
      .where(eq(menuCategories.slug, 'pizza'));
    t.app.services.catalog.invalidate();
  });
});

describe('GET /api/menu-items', () => {
  it('filters by category slug', async () => {
    const res = await t.app.inject('/api/menu-items?category=classic-chai');
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.every((i: { category: string }) => i.category === 'classic-chai')).toBe(true);
  });

  it('searches name, brand and description case-insensitively', async () => {
    const byName = (await t.app.inject('/api/menu-items?search=CHAI')).json().items;
    expect(byName.length).toBeGreaterThan(0);
    expect(
      byName.every((i: { name: string; description: string; brand: string }) =>
        `${i.name} ${i.description} ${i.brand}`.toLowerCase().includes('chai'),
      ),
    ).toBe(true);
    const miss = (await t.app.inject('/api/menu-items?search=zzzz-not-on-the-menu')).json().items;
    expect(miss).toEqual([]);
  });

  it('takes words in any order and forgives a small typo, as the storefront does', async () => {
    const names = async (search: string) =>
      (await t.app.inject(`/api/menu-items?search=${encodeURIComponent(search)}`))
        .json()
        .items.map((i: { name: string }) => i.name);
    expect(await names('chai masala')).toContain('Masala Chai');
    const burgers = await names('burgr');
    expect(burgers).toEqual(
      expect.arrayContaining(['Aloo Tikki Burger', 'Paneer Burger', 'Maharaja Burger']),
    );
    expect(burgers.every((name: string) => name.includes('Burger'))).toBe(true);
    expect(await names('burgr')).toEqual(await names('burger'));
  });

  it('answers odd input with 400 or an empty list, never a 5xx', async () => {
    const cases = [
      '/api/menu-items?category=NOT%20A%20SLUG',
      `/api/menu-items?search=${'x'.repeat(10_000)}`,
      '/api/menu-items?search=%27%20OR%201%3D1--',
      '/api/menu-items?search=%3Cscript%3E',
      '/api/menu-items?category=unknown-category',
      '/api/menu-items?search=%F0%9F%8D%B5%00',
    ];
    for (const url of cases) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.statusCode === 400) expect(res.json().error.message, url).toBeTruthy();
      else expect(res.json().items, url).toEqual([]);
    }
  });
});
