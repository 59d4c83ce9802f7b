import { describe, expect, it } from 'vitest';
import type { AdminItem } from '#shared/api/admin-catalog.ts';
import { type ItemFilter, matchesFilter, NO_FILTER } from './item-filter.ts';

const item = (over: Partial<AdminItem>): AdminItem =>
  ({
    id: 'i',
    name: 'Masala Chai',
    description: 'Spiced',
    is_active: true,
    is_featured: false,
    in_stock: true,
    archived_at: null,
    category_id: 'c',
    ...over,
  }) as AdminItem;

const by = (over: Partial<ItemFilter>) => ({ ...NO_FILTER, ...over });

describe('the menu grid filter', () => {
  it('keeps archived items out of every status but Archived, and only them in it', () => {
    const archived = item({ archived_at: '2026-11-26T10:00:00.000Z', in_stock: false });
    for (const status of ['all', 'active', 'out-of-stock', 'featured'] as const)
      expect(matchesFilter(archived, by({ status }))).toBe(false);
    expect(matchesFilter(archived, by({ status: 'archived' }))).toBe(true);
    expect(matchesFilter(item({}), by({ status: 'archived' }))).toBe(false);
  });

  it('lists the items out of stock under Out of stock, with search and category still applied', () => {
    const out = item({ in_stock: false });
    expect(matchesFilter(out, by({ status: 'out-of-stock' }))).toBe(true);
    expect(matchesFilter(item({}), by({ status: 'out-of-stock' }))).toBe(false);
    expect(matchesFilter(out, by({ status: 'out-of-stock', search: 'burger' }))).toBe(false);
    expect(matchesFilter(out, by({ status: 'out-of-stock', categoryId: 'other' }))).toBe(false);
  });
});
