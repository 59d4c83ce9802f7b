import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { useInvalidateMenu } from './use-invalidate-menu.ts';

/** Refused with a message while the category still has items. */
export const deleteCategory = (id: string) => api('DELETE /api/admin/categories/:id', { params: { id } });

export function useDeleteCategory() {
  const invalidate = useInvalidateMenu();
  return useMutation({ mutationFn: deleteCategory, onSuccess: invalidate });
}
