import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { MenuResponse } from '#shared/api/catalog.ts';
import { buildMenuSnapshot, compressBest, type MenuAnswer } from './menu-snapshot.ts';

const menu = {
  categories: [],
  optionGroups: [],
  generatedAt: '2026-11-26T10:00:00.000Z',
  items: Array.from({ length: 300 }, (_, i) => ({
    id: `item-${i}`,
    name: `Masala Chai ${i}`,
    slug: `masala-chai-${i}`,
    brand: 'Chai Express',
    description: 'Strong tea boiled with milk, ginger and cardamom, the way Pune drinks it.',
    price: 30 + (i % 7),
    discount: 0,
    unit: 'cup',
    image: '/menu/chai.webp',
    rating: 4.5,
    ratingCount: 12,
    inStock: i % 5 !== 0,
    featured: false,
    category: 'chai',
    veg: true,
    optionGroupIds: [],
  })),
} as unknown as MenuResponse;

const body = (answer: MenuAnswer) => {
  if (answer.status !== 200) throw new Error('expected a body');
  return answer.body;
};

describe('menu snapshot', () => {
  it('answers quickly compressed bytes first, then the smallest ones with the same ETag and content', async () => {
    const quick = await buildMenuSnapshot(menu);
    const best = await compressBest(quick);
    const identity = body(quick.answers.identity);
    expect(best.etag).toBe(quick.etag);
    expect(brotliDecompressSync(body(quick.answers.br))).toEqual(identity);
    expect(brotliDecompressSync(body(best.answers.br))).toEqual(identity);
    expect(gunzipSync(body(best.answers.gzip))).toEqual(identity);
    expect(body(best.answers.br).length).toBeLessThan(body(quick.answers.br).length);
    expect(body(best.answers.gzip).length).toBeLessThanOrEqual(body(quick.answers.gzip).length);
  });
});
