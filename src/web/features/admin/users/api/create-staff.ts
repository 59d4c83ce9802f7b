import { useMutation } from '@tanstack/react-query';
import type { CreateStaffBody } from '#shared/api/staff.ts';
import { api } from '#web/lib/api.ts';
import { useInvalidateAccounts } from './get-accounts.ts';

export const createStaff = (body: CreateStaffBody) => api('POST /api/admin/users', { body });

export function useCreateStaff() {
  const invalidate = useInvalidateAccounts();
  return useMutation({ mutationFn: createStaff, onSuccess: invalidate });
}
