import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '#shared/roles.ts';
import { api } from '#web/lib/api.ts';

export type AccountsFilter = { search: string; role: Role | ''; page: number };

/** Every page and filter of the list: what an account change invalidates. */
const ACCOUNTS_KEY = ['admin', 'accounts'] as const;

export const getAccounts = (filter: AccountsFilter, signal?: AbortSignal) =>
  api('GET /api/admin/users', {
    query: { page: filter.page, search: filter.search.trim() || undefined, role: filter.role || undefined },
    signal,
  });

export const accountsQueryOptions = (filter: AccountsFilter) =>
  queryOptions({
    queryKey: [...ACCOUNTS_KEY, filter],
    queryFn: ({ signal }) => getAccounts(filter, signal),
    placeholderData: keepPreviousData,
  });

export const useAccounts = (filter: AccountsFilter) => useQuery(accountsQueryOptions(filter));

export function useInvalidateAccounts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
}
