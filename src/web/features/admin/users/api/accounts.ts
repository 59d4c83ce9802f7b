import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account, CreateStaffBody, UpdateAccountBody } from '../../../../../shared/api/staff';
import type { Role } from '../../../../../shared/roles';
import { apiRequest } from '../../../../lib/api-client';

type AccountsPage = { accounts: Account[]; total: number; pageSize: number };
export type AccountsFilter = { search: string; role: Role | ''; page: number };

export const accountsQuery = (filter: AccountsFilter) => {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.role) params.set('role', filter.role);
  return queryOptions({
    queryKey: ['admin', 'accounts', filter],
    queryFn: ({ signal }) => apiRequest<AccountsPage>(`/api/admin/users?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
};

export const useAccounts = (filter: AccountsFilter) => useQuery(accountsQuery(filter));

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStaffBody) => apiRequest<Account>('/api/admin/users', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'accounts'] }),
  });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateAccountBody }) =>
      apiRequest<Account>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'PATCH', body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'accounts'] }),
  });
}
