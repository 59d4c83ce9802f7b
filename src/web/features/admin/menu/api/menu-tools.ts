// The menu tools' calls (docs/product.md#menu-tools), loaded with their dialogs only.
import { useMutation } from '@tanstack/react-query';
import type { BulkPriceBody, BulkPriceSave, MenuImportBody } from '#shared/api/menu-tools.ts';
import { api } from '#web/lib/api.ts';
import { useInvalidateMenu } from './use-invalidate-menu.ts';

export function usePreviewPrices() {
  return useMutation({
    mutationFn: (body: BulkPriceBody) => api('POST /api/admin/menu-items/bulk-price/preview', { body }),
  });
}

export function useSavePrices() {
  const invalidate = useInvalidateMenu();
  return useMutation({
    mutationFn: (body: BulkPriceSave) => api('POST /api/admin/menu-items/bulk-price', { body }),
    onSuccess: invalidate,
  });
}

export function useImportMenu() {
  const invalidate = useInvalidateMenu();
  return useMutation({
    mutationFn: (body: MenuImportBody) => api('POST /api/admin/menu-items/import', { body }),
    onSuccess: (result) => (result.applied ? invalidate() : undefined),
  });
}
