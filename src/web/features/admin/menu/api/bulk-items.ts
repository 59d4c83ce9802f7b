import { useMutation } from '@tanstack/react-query';
import type { BulkActionBody, BulkActionResult } from '../../../../../shared/api/admin-catalog';
import { apiRequest } from '../../../../lib/api-client';
import { useInvalidateMenu } from './use-invalidate-menu';

export function useBulkItems() {
  const invalidate = useInvalidateMenu();
  return useMutation({
    mutationFn: (body: BulkActionBody) =>
      apiRequest<BulkActionResult>('/api/admin/menu-items/bulk', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}
