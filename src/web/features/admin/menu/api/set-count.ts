// Counted stock from the menu's cards (docs/product.md#counted-stock): an item's or an option's
// count for today, its morning count and its low-stock warning. Open storefronts follow by the
// menu event; the staff lists are read again (an option's answer is its whole group).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOptionGroup } from '#shared/api/option-groups.ts';
import type { StockCountBody } from '#shared/api/stock.ts';
import { api } from '#web/lib/api.ts';
import { MENU_KEY } from '#web/lib/query-keys.ts';
import { optionGroupsQueryOptions } from './get-option-groups.ts';
import { useInvalidateMenu } from './use-invalidate-menu.ts';

export type CountTarget = { kind: 'item' | 'option'; id: string };

export function useSetCount() {
  const invalidate = useInvalidateMenu();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ target, body }: { target: CountTarget; body: StockCountBody }) => {
      if (target.kind === 'item') {
        await api('PUT /api/admin/menu-items/:id/count', { params: { id: target.id }, body });
        return undefined;
      }
      return api('PUT /api/admin/options/:id/count', { params: { id: target.id }, body });
    },
    onSuccess: (group?: AdminOptionGroup) => {
      if (!group) return invalidate();
      queryClient.setQueryData(optionGroupsQueryOptions().queryKey, (data) =>
        data ? { groups: data.groups.map((g: AdminOptionGroup) => (g.id === group.id ? group : g)) } : data,
      );
      return queryClient.invalidateQueries({ queryKey: MENU_KEY });
    },
  });
}

/** Every count with a morning count set to it now (the morning reset, by hand). */
export function useResetCounts() {
  const invalidate = useInvalidateMenu();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /api/admin/stock/reset'),
    onSuccess: () =>
      Promise.all([
        invalidate(),
        queryClient.invalidateQueries({ queryKey: optionGroupsQueryOptions().queryKey }),
      ]),
  });
}
