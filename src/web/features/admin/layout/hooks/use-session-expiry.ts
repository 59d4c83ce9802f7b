// Any admin request answered 401 means the session ended (expired, signed out elsewhere, or the
// account was disabled): say so and go back to the sign-in page.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../../../lib/api-client';

export function useSessionExpiry() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const expired = (error: unknown) => error instanceof ApiRequestError && error.status === 401;
    const leave = () => {
      queryClient.setQueryData(['staff-session'], null);
      navigate('/login', { replace: true, state: { expired: true } });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        event.query.queryKey[0] !== 'staff-session' &&
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
