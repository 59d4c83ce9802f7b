import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account } from '../../../../../shared/api/staff';
import { apiRequest } from '../../../../lib/api-client';

export const unlockAccount = (id: string) =>
  apiRequest<Account>(`/api/admin/users/${encodeURIComponent(id)}/unlock`, { method: 'POST' });

export function useUnlockAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'accounts'] }),
  });
}
