// The Menu Items tab's search box and its status and category filters.
import { Search } from 'lucide-react';
import type { AdminCategory } from '#shared/api/admin-catalog.ts';
import { CONTROL_CLASS } from '#web/components/form/control-class.ts';
import { type ItemFilter, STATUS_FILTERS, type StatusFilter } from '../lib/item-filter.ts';

type Props = { filter: ItemFilter; categories: AdminCategory[]; onChange: (filter: ItemFilter) => void };

export function ItemFilters({ filter, categories, onChange }: Props) {
  return (
    <>
      <label className="relative min-w-48 flex-1">
        <span className="sr-only">Search items</span>
        <Search
          aria-hidden="true"
          className="absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-500"
        />
        <input
          type="search"
          placeholder="Search items..."
          value={filter.search}
          onChange={(e) => onChange({ ...filter, search: e.target.value })}
          className={`${CONTROL_CLASS} pl-9`}
        />
      </label>
      <label className="text-sm font-medium">
        <span className="sr-only">Status</span>
        <select
          value={filter.status}
          onChange={(e) => onChange({ ...filter, status: e.target.value as StatusFilter })}
          className={CONTROL_CLASS}
        >
          {STATUS_FILTERS.map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium">
        <span className="sr-only">Category</span>
        <select
          value={filter.categoryId}
          onChange={(e) => onChange({ ...filter, categoryId: e.target.value })}
          className={CONTROL_CLASS}
        >
          <option value="">All Categories</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
