// The users page's search box and role filter; either change goes back to the first page.
import { ROLES, type Role } from '#shared/roles.ts';
import { ValueOptions } from '#web/components/form/value-options.tsx';
import type { AccountsFilter } from '../api/get-accounts.ts';

export function AccountsFilterBar({
  filter,
  onFilter,
}: {
  filter: AccountsFilter;
  onFilter: (filter: AccountsFilter) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <input
        type="search"
        aria-label="Search users"
        placeholder="Search by name, email or phone"
        value={filter.search}
        onChange={(e) => onFilter({ ...filter, search: e.target.value, page: 1 })}
        className="h-10 min-w-0 flex-1 rounded-lg border border-stone-300 px-3"
      />
      <select
        aria-label="Filter by role"
        value={filter.role}
        onChange={(e) => onFilter({ ...filter, role: e.target.value as Role | '', page: 1 })}
        className="h-10 rounded-lg border border-stone-300 px-3"
      >
        <option value="">All roles</option>
        <ValueOptions values={ROLES} />
      </select>
    </div>
  );
}
