import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { useInvalidateMenu } from './use-invalidate-menu.ts';

/** The item card's one-tap sold out / back in stock (open storefronts follow by the menu event). */
export const setItemStock = ({ id, inStock }: { id: string; inStock: boolean }) =>
  api('PUT /api/admin/menu-items/:id/stock', { params: { id }, body: { in_stock: inStock } });

export function useSetItemStock() {
  const invalidate = useInvalidateMenu();
  return useMutation({ mutationFn: setItemStock, onSuccess: invalidate });
}
