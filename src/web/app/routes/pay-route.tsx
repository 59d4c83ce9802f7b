// The pay page (/orders/:orderId/pay), a chunk of its own outside the storefront's first load and
// always reached by a full page load (its CSP alone lets the gateway's checkout in): the slim
// header and the storefront's footer around the payment, and the storefront's phone sign-in for a
// customer who opens the link signed out.
import { useParams } from 'react-router';
import { AuthProvider } from '#web/features/store/account/auth-context.tsx';
import { PayPage } from '#web/features/store/payments/components/pay-page.tsx';
import { myOrderQueryOptions } from '#web/features/store/shared/api/get-my-order.ts';
import { useSettings } from '#web/features/store/shared/api/get-settings.ts';
import { StoreFooter } from '#web/features/store/shared/components/store-footer.tsx';
import { SlimPageHeader } from './slim-page-header.tsx';
import { useCustomerPageSignIn } from './use-customer-page-sign-in.tsx';

export function PayRoute() {
  return (
    <AuthProvider>
      <PayFrame />
    </AuthProvider>
  );
}

function PayFrame() {
  const { orderId = '' } = useParams();
  const settings = useSettings();
  // Signed in: the order the server refused a moment ago may be theirs.
  const signIn = useCustomerPageSignIn(myOrderQueryOptions(orderId).queryKey);

  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      <SlimPageHeader width="max-w-lg" />
      <main className="mx-auto w-full max-w-lg flex-1 px-4 py-6">
        <PayPage orderId={orderId} signedIn={signIn.signedIn} onSignIn={signIn.openSignIn} />
      </main>
      <StoreFooter contact={settings.data?.contact} fssai={settings.data?.billing.fssai} />
      {signIn.signInDialog}
    </div>
  );
}
