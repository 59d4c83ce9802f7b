import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOptionGroup } from '#shared/api/option-groups.ts';
import { api } from '#web/lib/api.ts';
import { MENU_KEY } from '#web/lib/query-keys.ts';
import { optionGroupsQueryOptions } from './get-option-groups.ts';

export const setOptionAvailability = ({ id, available }: { id: string; available: boolean }) =>
  api('PUT /api/admin/options/:id/availability', { params: { id }, body: { available } });

/**
 * Staff flip a choice when it runs out and again when it is back. The answer is the whole group,
 * put straight into the list so the switch settles without a second request; the storefront's
 * menu is read again.
 */
export function useSetOptionAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOptionAvailability,
    onSuccess: (group) => {
      queryClient.setQueryData(optionGroupsQueryOptions().queryKey, (data) =>
        data ? { groups: data.groups.map((g: AdminOptionGroup) => (g.id === group.id ? group : g)) } : data,
      );
      return queryClient.invalidateQueries({ queryKey: MENU_KEY });
    },
  });
}
