// The storefront's short pages (/about, /terms, /privacy, /refunds, /contact): a slim header back
// to the menu, the page, and the storefront's footer. Server-rendered like the storefront.
import type { ReactNode } from 'react';
import type { PageSlug } from '#shared/shop-pages/shop-pages.ts';
import { CONTACT_TITLE, PAGE_TITLES } from '#shared/shop-pages/shop-pages.ts';
import { useShopPage } from '#web/features/store/pages/api/get-shop-page.ts';
import { ContactPage } from '#web/features/store/pages/components/contact-page.tsx';
import { TextPage } from '#web/features/store/pages/components/text-page.tsx';
import { useSettings } from '#web/features/store/shared/api/get-settings.ts';
import { StoreFooter } from '#web/features/store/shared/components/store-footer.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { SlimPageHeader } from './slim-page-header.tsx';

function PageFrame({ children }: { children: ReactNode }) {
  const settings = useSettings();
  return (
    <div className="flex min-h-screen flex-col">
      <SlimPageHeader width="max-w-3xl" />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">{children}</main>
      <StoreFooter contact={settings.data?.contact} fssai={settings.data?.billing.fssai} />
    </div>
  );
}

export function TextPageRoute({ slug }: { slug: PageSlug }) {
  const page = useShopPage(slug);
  useDocumentTitle(PAGE_TITLES[slug]);
  return (
    <PageFrame>
      <TextPage title={PAGE_TITLES[slug]} page={page.data} failed={page.isError} />
    </PageFrame>
  );
}

export function ContactRoute() {
  const settings = useSettings();
  useDocumentTitle(CONTACT_TITLE);
  return (
    <PageFrame>
      <ContactPage settings={settings.data} />
    </PageFrame>
  );
}
