// The Menu Items tab's filters: a search over name and description, a status and a category.
import type { AdminItem } from '#shared/api/admin-catalog.ts';

export const STATUS_FILTERS = [
  ['all', 'All Items'],
  ['active', 'Active'],
  ['inactive', 'Inactive'],
  ['featured', 'Featured'],
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number][0];

export type ItemFilter = { search: string; status: StatusFilter; categoryId: string };
export const NO_FILTER: ItemFilter = { search: '', status: 'all', categoryId: '' };

export function matchesFilter(item: AdminItem, { search, status, categoryId }: ItemFilter): boolean {
  const needle = search.trim().toLowerCase();
  if (needle && !`${item.name}\n${item.description}`.toLowerCase().includes(needle)) return false;
  if (status === 'active' && !item.is_active) return false;
  if (status === 'inactive' && item.is_active) return false;
  if (status === 'featured' && !item.is_featured) return false;
  return !categoryId || item.category_id === categoryId;
}
