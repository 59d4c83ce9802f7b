import { useMutation } from '@tanstack/react-query';
import type { BulkActionBody } from '#shared/api/admin-catalog.ts';
import { api } from '#web/lib/api.ts';
import { useInvalidateMenu } from './use-invalidate-menu.ts';

export const bulkItems = (body: BulkActionBody) => api('POST /api/admin/menu-items/bulk', { body });

export function useBulkItems() {
  const invalidate = useInvalidateMenu();
  return useMutation({ mutationFn: bulkItems, onSuccess: invalidate });
}
