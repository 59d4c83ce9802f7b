import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { MENU_ADMIN_KEY } from './keys.ts';

export const getOptionGroups = (signal?: AbortSignal) => api('GET /api/admin/option-groups', { signal });

// Under the menu admin's key: an item saved or deleted changes which items use a group.
export const optionGroupsQueryOptions = () =>
  queryOptions({
    queryKey: [...MENU_ADMIN_KEY, 'option-groups'],
    queryFn: ({ signal }) => getOptionGroups(signal),
    select: (data) => data.groups,
  });

export const useOptionGroups = () => useQuery(optionGroupsQueryOptions());
