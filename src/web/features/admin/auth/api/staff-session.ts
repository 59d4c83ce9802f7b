import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffUser } from '#shared/api/staff.ts';
import { api } from '#web/lib/api.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';

/** The signed-in staff account, or null when there is none (401). */
export async function getStaffSession(signal?: AbortSignal): Promise<StaffUser | null> {
  try {
    return (await api('GET /api/staff/session', { signal })).user;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const staffSessionQueryOptions = () =>
  queryOptions({
    queryKey: ['staff-session'],
    queryFn: ({ signal }) => getStaffSession(signal),
    staleTime: 30_000,
  });

export const useStaffSession = () => useQuery(staffSessionQueryOptions());
