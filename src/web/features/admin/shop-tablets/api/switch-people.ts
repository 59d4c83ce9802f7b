import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** On a shop tablet: the staff who can switch in with a PIN (names only). */
export const getSwitchPeople = (signal?: AbortSignal) => api('GET /api/staff/switch/people', { signal });

export const switchPeopleQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'switch-people'],
    queryFn: ({ signal }) => getSwitchPeople(signal),
    // A 403 (not a shop tablet) is an answer, not a hiccup to retry.
    retry: false,
  });

export const useSwitchPeople = () => useQuery(switchPeopleQueryOptions());
