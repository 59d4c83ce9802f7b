// Who the customer is, for the storefront (docs/product.md#customer-sign-in): loading, then signed in
// (identity and profile) or signed out. Sign Out clears the profile, addresses, the chosen delivery location and
// verification state in the page; the cart stays. Signing in or out in one tab reaches the browser's other tabs.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { CustomerProfile, CustomerSession } from '#shared/api/customer.ts';
import { BILLS_KEY } from '#web/features/bill/api/bills-key.ts';
import { customerMeQueryOptions, useCustomerMe } from '#web/features/store/shared/api/customer-me.ts';
import { customerAddressesQueryOptions } from '#web/features/store/shared/api/get-customer-addresses.ts';
import { notificationPreferencesQueryOptions } from '#web/features/store/shared/api/notification-preferences.ts';
import { updateLocationState } from '#web/features/store/shared/location-store.ts';
import { signOutCustomer } from './api/sign-out-customer.ts';
import { announceAuthChange, listenForAuthChanges } from './lib/auth-channel.ts';

type AuthState = {
  loading: boolean;
  profile: CustomerProfile | null;
  isAuthenticated: boolean;
  isNewUser: boolean;
  signedIn(session: CustomerSession): void;
  signOut(): Promise<void>;
  /** The server no longer knows the session (a 401): forget the customer here and in other tabs. */
  sessionEnded(): void;
};

const AuthContext = createContext<AuthState | undefined>(undefined);

/**
 * Signed out in this page: the profile, the saved addresses, the SMS choice and the bills read go (a bill is kept
 * in memory as never stale, so it would otherwise show again, name and address, signed out); the
 * chosen delivery location goes too (kept on the device, it showed the last customer's address to
 * the next person on a shared phone); the cart stays.
 */
export function forgetCustomer(queryClient: QueryClient) {
  updateLocationState((s) => ({ ...s, selected: null, point: null }));
  queryClient.setQueryData(customerMeQueryOptions().queryKey, { profile: null });
  queryClient.removeQueries({ queryKey: customerAddressesQueryOptions().queryKey });
  queryClient.removeQueries({ queryKey: BILLS_KEY });
  queryClient.removeQueries({ queryKey: notificationPreferencesQueryOptions().queryKey });
}

/**
 * Signed in in this page. A read of who is signed in that left before the session cookie existed
 * may still be on its way; landing after this it would answer 'signed out' and undo the sign-in
 * (the customer would see Sign in again, and Track Order or checkout would not resume). It is
 * dropped first.
 */
export function rememberSignedIn(queryClient: QueryClient, profile: CustomerProfile) {
  const { queryKey } = customerMeQueryOptions();
  void queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, { profile });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const me = useCustomerMe();
  const queryClient = useQueryClient();
  const [isNewUser, setIsNewUser] = useState(false);
  const profile = me.data?.profile ?? null;

  const value = useMemo<AuthState>(() => {
    const forget = () => {
      setIsNewUser(false);
      forgetCustomer(queryClient);
    };
    return {
      loading: me.isPending,
      profile,
      isAuthenticated: profile !== null,
      isNewUser,
      signedIn(session) {
        rememberSignedIn(queryClient, session.profile);
        setIsNewUser(session.isNewUser);
        void queryClient.invalidateQueries({ queryKey: customerAddressesQueryOptions().queryKey });
        announceAuthChange('signed-in');
      },
      async signOut() {
        try {
          await signOutCustomer();
        } finally {
          forget();
          announceAuthChange('signed-out');
        }
      },
      sessionEnded() {
        forget();
        announceAuthChange('signed-out');
      },
    };
  }, [me.isPending, profile, isNewUser, queryClient]);

  useEffect(
    () =>
      listenForAuthChanges((change) => {
        if (change === 'signed-out') {
          setIsNewUser(false);
          return forgetCustomer(queryClient);
        }
        // Who signed in is read from the shared cookie, as on a page load.
        void queryClient.invalidateQueries({ queryKey: customerMeQueryOptions().queryKey });
        void queryClient.invalidateQueries({ queryKey: customerAddressesQueryOptions().queryKey });
      }),
    [queryClient],
  );

  // Who is signed in arrives from a query (a synchronous update in React): passed on deferred, the
  // page's parts render it again in short slices rather than in one long task, and a part of the
  // page not hydrated yet is not hydrated all at once for it (docs/decisions/005-storefront-first-load.md).
  const shown = useDeferredValue(value);
  return <AuthContext.Provider value={shown}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
