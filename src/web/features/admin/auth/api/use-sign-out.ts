// Signing out of the staff area or the rider page: the session ends on the server, this tab forgets
// everything the account could see, and the sign-in page opens.
import { partialMatchKey, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MENU_KEY } from '#web/lib/query-keys.ts';
import { signOutStaff } from './sign-out-staff.ts';
import { staffSessionQueryOptions } from './staff-session.ts';

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async function signOut() {
    try {
      await signOutStaff();
    } finally {
      const session = staffSessionQueryOptions().queryKey;
      queryClient.setQueryData(session, null);
      // The public menu stays: signing out changes nothing in it.
      const kept = [session, MENU_KEY];
      queryClient.removeQueries({ predicate: (q) => !kept.some((key) => partialMatchKey(q.queryKey, key)) });
      navigate('/login', { replace: true });
    }
  };
}
