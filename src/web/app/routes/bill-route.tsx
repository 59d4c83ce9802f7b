// The bill page (/orders/:orderId/bill), a chunk of its own outside the storefront's first load:
// the storefront's slim header and footer around the bill (neither is printed), and the
// storefront's phone sign-in for a customer who opens the link signed out.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { APP_PATHS } from '#shared/app-paths.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { billQueryOptions } from '#web/features/bill/api/get-bill.ts';
import { BillPage } from '#web/features/bill/components/bill-page.tsx';
import { AuthProvider, useAuth } from '#web/features/store/account/auth-context.tsx';
import { StoreFooter } from '#web/features/store/layout/components/store-footer.tsx';
import { useSettings } from '#web/features/store/settings/api/get-settings.ts';

const LoginModal = lazy(() => import('#web/features/store/account/components/login-modal.tsx'));

export function BillRoute() {
  return (
    <AuthProvider>
      <BillFrame />
    </AuthProvider>
  );
}

function BillFrame() {
  const { orderId = '' } = useParams();
  const settings = useSettings();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [signingIn, setSigningIn] = useState(false);

  // Signed in (here or in another tab): the bill the server refused a moment ago may be theirs.
  // A bill already shown is not asked for again.
  useEffect(() => {
    const { queryKey } = billQueryOptions(orderId);
    if (auth.isAuthenticated && queryClient.getQueryState(queryKey)?.status === 'error')
      void queryClient.invalidateQueries({ queryKey });
  }, [auth.isAuthenticated, orderId, queryClient]);

  return (
    <div className="flex min-h-screen flex-col bg-stone-50 print:block print:min-h-0 print:bg-white">
      <header className="border-b border-stone-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-3 px-4 py-3">
          <Link
            to="/"
            className="flex items-center gap-2 font-extrabold text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <span className="text-lg">Chai Express</span>
          </Link>
          <Link
            to="/"
            className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            Back to the menu
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 print:max-w-none print:p-0">
        <BillPage
          orderId={orderId}
          timeZone={settings.data?.hours.timeZone ?? SHOP_TIME_ZONE}
          onSignIn={() => setSigningIn(true)}
          staffSignInHref={APP_PATHS.login}
        />
      </main>
      <div className="print:hidden">
        <StoreFooter contact={settings.data?.contact} fssai={settings.data?.billing.fssai} />
      </div>
      {signingIn && (
        <Suspense fallback={null}>
          <LoginModal open onClose={() => setSigningIn(false)} />
        </Suspense>
      )}
    </div>
  );
}
