import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { useInvalidateMenu } from './use-invalidate-menu.ts';

/** Soft delete: the item becomes inactive and leaves the storefront. */
export const deleteItem = (id: string) => api('DELETE /api/admin/menu-items/:id', { params: { id } });

export function useDeleteItem() {
  const invalidate = useInvalidateMenu();
  return useMutation({ mutationFn: deleteItem, onSuccess: invalidate });
}
