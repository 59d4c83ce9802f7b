import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { useInvalidateMenu } from './use-invalidate-menu';

/** Refused with a message while the category still has items. */
export function useDeleteCategory() {
  const invalidate = useInvalidateMenu();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/api/admin/categories/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
