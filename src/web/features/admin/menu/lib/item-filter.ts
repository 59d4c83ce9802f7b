// The Menu Items tab's filters: a search over name and description, a status and a category.
// Archived (deleted) items show only under their own status, never among the others.
import type { AdminItem } from '#shared/api/admin-catalog.ts';

export const STATUS_FILTERS = [
  ['all', 'All Items'],
  ['active', 'Active'],
  ['inactive', 'Inactive'],
  ['featured', 'Featured'],
  ['out-of-stock', 'Out of stock'],
  ['archived', 'Archived'],
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number][0];

export type ItemFilter = { search: string; status: StatusFilter; categoryId: string };
export const NO_FILTER: ItemFilter = { search: '', status: 'all', categoryId: '' };

const STATUS_TEST: Record<StatusFilter, (item: AdminItem) => boolean> = {
  all: () => true,
  active: (item) => item.is_active,
  inactive: (item) => !item.is_active,
  featured: (item) => item.is_featured,
  'out-of-stock': (item) => !item.in_stock,
  archived: () => true,
};

export function matchesFilter(item: AdminItem, { search, status, categoryId }: ItemFilter): boolean {
  if ((item.archived_at !== null) !== (status === 'archived')) return false;
  const needle = search.trim().toLowerCase();
  if (needle && !`${item.name}\n${item.description}`.toLowerCase().includes(needle)) return false;
  if (!STATUS_TEST[status](item)) return false;
  return !categoryId || item.category_id === categoryId;
}
