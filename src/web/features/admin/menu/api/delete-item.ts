import { useMutation } from '@tanstack/react-query';
import type { AdminItem } from '../../../../../shared/api/admin-catalog';
import { apiRequest } from '../../../../lib/api-client';
import { useInvalidateMenu } from './use-invalidate-menu';

/** Soft delete: the item becomes inactive and leaves the storefront. */
export function useDeleteItem() {
  const invalidate = useInvalidateMenu();
  return useMutation({
    mutationFn: (id: string) => apiRequest<AdminItem>(`/api/admin/menu-items/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
