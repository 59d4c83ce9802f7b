import { useMutation } from '@tanstack/react-query';
import type { AdminItem, ItemInput } from '../../../../../shared/api/admin-catalog';
import { apiRequest } from '../../../../lib/api-client';
import { useInvalidateMenu } from './use-invalidate-menu';

/** Creates (POST) or replaces (PUT) a menu item. */
export function useSaveItem() {
  const invalidate = useInvalidateMenu();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ItemInput }) =>
      apiRequest<AdminItem>(id ? `/api/admin/menu-items/${id}` : '/api/admin/menu-items', {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: invalidate,
  });
}
