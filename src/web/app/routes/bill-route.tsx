// The bill page (/orders/:orderId/bill, and its credit notes with ?view=credit-notes), a chunk of
// its own outside the storefront's first load:
// the storefront's slim header and footer around the bill (neither is printed), and the
// storefront's phone sign-in for a customer who opens the link signed out.
import { useParams, useSearchParams } from 'react-router';
import { APP_PATHS } from '#shared/app-paths.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { billQueryOptions } from '#web/features/bill/api/get-bill.ts';
import { BillPage } from '#web/features/bill/components/bill-page.tsx';
import { CreditNotesPage } from '#web/features/bill/components/credit-notes-page.tsx';
import { AuthProvider } from '#web/features/store/account/auth-context.tsx';
import { useSettings } from '#web/features/store/shared/api/get-settings.ts';
import { StoreFooter } from '#web/features/store/shared/components/store-footer.tsx';
import { SlimPageHeader } from './slim-page-header.tsx';
import { useCustomerPageSignIn } from './use-customer-page-sign-in.tsx';

export function BillRoute() {
  return (
    <AuthProvider>
      <BillFrame />
    </AuthProvider>
  );
}

function BillFrame() {
  const { orderId = '' } = useParams();
  // ?view=credit-notes: the order's credit notes instead of its bill (docs/product.md#credit-notes).
  const [params] = useSearchParams();
  const Page = params.get('view') === 'credit-notes' ? CreditNotesPage : BillPage;
  const settings = useSettings();
  // Signed in: the bill the server refused a moment ago may be theirs.
  const signIn = useCustomerPageSignIn(billQueryOptions(orderId).queryKey);

  return (
    <div className="flex min-h-screen flex-col bg-stone-50 print:block print:min-h-0 print:bg-white">
      <SlimPageHeader width="max-w-4xl" className="print:hidden" />
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 print:max-w-none print:p-0">
        <Page
          orderId={orderId}
          timeZone={settings.data?.hours.timeZone ?? SHOP_TIME_ZONE}
          onSignIn={signIn.openSignIn}
          staffSignInHref={APP_PATHS.login}
        />
      </main>
      <div className="print:hidden">
        <StoreFooter contact={settings.data?.contact} fssai={settings.data?.billing.fssai} />
      </div>
      {signIn.signInDialog}
    </div>
  );
}
