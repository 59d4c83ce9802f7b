// Any admin request answered 401 means the session ended (expired, signed out elsewhere, or the
// account was disabled): say so and go back to the sign-in page.
import { partialMatchKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { signingOut } from '#web/features/admin/auth/api/sign-out-staff.ts';
import { staffSessionQueryOptions } from '#web/features/admin/auth/api/staff-session.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';

export function useSessionExpiry() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const expired = (error: unknown) => error instanceof ApiRequestError && error.status === 401;
    const session = staffSessionQueryOptions().queryKey;
    const leave = () => {
      // Refusals during Sign out are the sign-out itself; it goes to /login on its own.
      if (signingOut()) return;
      queryClient.setQueryData(session, null);
      navigate('/login', { replace: true, state: { expired: true } });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        !partialMatchKey(event.query.queryKey, session) &&
        expired(event.action.error)
      )
        leave();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && expired(event.action.error)) leave();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, navigate]);
}
