import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffSessionResponse } from '../../../../../shared/api/staff';
import { ApiRequestError, apiRequest } from '../../../../lib/api-client';

/** The signed-in staff account, or null when there is none (401). */
export async function getStaffSession(signal?: AbortSignal): Promise<StaffSessionResponse['user'] | null> {
  try {
    return (await apiRequest<StaffSessionResponse>('/api/staff/session', { signal })).user;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const staffSessionQuery = () =>
  queryOptions({
    queryKey: ['staff-session'],
    queryFn: ({ signal }) => getStaffSession(signal),
    staleTime: 30_000,
  });

export const useStaffSession = () => useQuery(staffSessionQuery());
