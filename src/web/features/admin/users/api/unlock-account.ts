import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { useInvalidateAccounts } from './get-accounts.ts';

export const unlockAccount = (id: string) => api('POST /api/admin/users/:id/unlock', { params: { id } });

export function useUnlockAccount() {
  const invalidate = useInvalidateAccounts();
  return useMutation({ mutationFn: unlockAccount, onSuccess: invalidate });
}
