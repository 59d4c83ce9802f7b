import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { useInvalidateMenu } from './use-invalidate-menu.ts';

/** Brings an archived (deleted) item back as it was. */
export const restoreItem = (id: string) => api('POST /api/admin/menu-items/:id/restore', { params: { id } });

export function useRestoreItem() {
  const invalidate = useInvalidateMenu();
  return useMutation({ mutationFn: restoreItem, onSuccess: invalidate });
}
