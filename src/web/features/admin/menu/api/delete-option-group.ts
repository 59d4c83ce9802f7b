import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { useInvalidateMenu } from './use-invalidate-menu.ts';

/** The group leaves every item that used it; past orders keep their choices as ordered. */
export const deleteOptionGroup = (id: string) =>
  api('DELETE /api/admin/option-groups/:id', { params: { id } });

export function useDeleteOptionGroup() {
  const invalidate = useInvalidateMenu();
  return useMutation({ mutationFn: deleteOptionGroup, onSuccess: invalidate });
}
