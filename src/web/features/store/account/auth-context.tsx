// Who the customer is, for the storefront (spec section 4): loading, then signed in (identity
// and profile) or signed out. Sign Out clears the profile, addresses and verification state in
// the page; the cart stays.
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { CustomerProfile, CustomerSession } from '../../../../shared/api/customer';
import { signOutCustomer } from './api/customer-auth-actions';
import { useCustomerMe } from './api/customer-me';

type AuthState = {
  loading: boolean;
  profile: CustomerProfile | null;
  isAuthenticated: boolean;
  isNewUser: boolean;
  signedIn(session: CustomerSession): void;
  signOut(): Promise<void>;
};

const AuthContext = createContext<AuthState | undefined>(undefined);

export function AuthProvider({ children }: { children: ReactNode }) {
  const me = useCustomerMe();
  const queryClient = useQueryClient();
  const [isNewUser, setIsNewUser] = useState(false);
  const profile = me.data?.profile ?? null;

  const value = useMemo<AuthState>(
    () => ({
      loading: me.isPending,
      profile,
      isAuthenticated: profile !== null,
      isNewUser,
      signedIn(session) {
        queryClient.setQueryData(['customer-me'], { profile: session.profile });
        setIsNewUser(session.isNewUser);
        void queryClient.invalidateQueries({ queryKey: ['customer-addresses'] });
      },
      async signOut() {
        try {
          await signOutCustomer();
        } finally {
          setIsNewUser(false);
          queryClient.setQueryData(['customer-me'], { profile: null });
          queryClient.removeQueries({ queryKey: ['customer-addresses'] });
        }
      },
    }),
    [me.isPending, profile, isNewUser, queryClient],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
