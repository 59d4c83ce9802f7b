import { useMutation } from '@tanstack/react-query';
import type { UpdateAccountBody } from '#shared/api/staff.ts';
import { api } from '#web/lib/api.ts';
import { useInvalidateAccounts } from './get-accounts.ts';

export const updateAccount = ({ id, change }: { id: string; change: UpdateAccountBody }) =>
  api('PATCH /api/admin/users/:id', { params: { id }, body: change });

export function useUpdateAccount() {
  const invalidate = useInvalidateAccounts();
  return useMutation({ mutationFn: updateAccount, onSuccess: invalidate });
}
