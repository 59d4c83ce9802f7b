import { useMutation } from '@tanstack/react-query';
import type { AdminCategory, CategoryInput } from '../../../../../shared/api/admin-catalog';
import { apiRequest } from '../../../../lib/api-client';
import { useInvalidateMenu } from './use-invalidate-menu';

export function useSaveCategory() {
  const invalidate = useInvalidateMenu();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CategoryInput }) =>
      apiRequest<AdminCategory>(id ? `/api/admin/categories/${id}` : '/api/admin/categories', {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: invalidate,
  });
}
