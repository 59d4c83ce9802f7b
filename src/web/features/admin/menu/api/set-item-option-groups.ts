import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { useInvalidateMenu } from './use-invalidate-menu.ts';

/** The item's groups in display order; the list replaces the one stored. */
export const setItemOptionGroups = ({ id, groupIds }: { id: string; groupIds: string[] }) =>
  api('PUT /api/admin/menu-items/:id/option-groups', { params: { id }, body: { group_ids: groupIds } });

export function useSetItemOptionGroups() {
  const invalidate = useInvalidateMenu();
  return useMutation({ mutationFn: setItemOptionGroups, onSuccess: invalidate });
}
