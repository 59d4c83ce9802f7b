// What the customer's own pages outside the storefront (the bill, the pay page) share: the
// storefront's phone sign-in, opened on demand, and asking again for the answer the server
// refused while the visitor was signed out, once they are signed in (here or in another tab).
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from '#web/features/store/account/auth-context.tsx';

const LoginModal = lazy(() => import('#web/features/store/account/components/login-modal.tsx'));

export function useCustomerPageSignIn(refusedKey: QueryKey) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [signingIn, setSigningIn] = useState(false);
  const keyText = JSON.stringify(refusedKey);

  // An answer already shown is not asked for again: only one the server refused.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyText stands for refusedKey.
  useEffect(() => {
    if (auth.isAuthenticated && queryClient.getQueryState(refusedKey)?.status === 'error')
      void queryClient.invalidateQueries({ queryKey: refusedKey });
  }, [auth.isAuthenticated, keyText, queryClient]);

  return {
    signedIn: auth.isAuthenticated,
    openSignIn: () => setSigningIn(true),
    signInDialog: signingIn ? (
      <Suspense fallback={null}>
        <LoginModal open onClose={() => setSigningIn(false)} />
      </Suspense>
    ) : null,
  };
}
