import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { useInvalidateMenu } from './use-invalidate-menu.ts';

/** Delete = archive: the item leaves the grid and the storefront; the Archived filter restores it. */
export const deleteItem = (id: string) => api('DELETE /api/admin/menu-items/:id', { params: { id } });

export function useDeleteItem() {
  const invalidate = useInvalidateMenu();
  return useMutation({ mutationFn: deleteItem, onSuccess: invalidate });
}
