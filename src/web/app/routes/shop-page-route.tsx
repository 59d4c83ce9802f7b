// The storefront's short pages (/about, /terms, /privacy, /refunds, /contact): a slim header back
// to the menu, the page, and the storefront's footer. Server-rendered like the storefront.
import type { ReactNode } from 'react';
import type { PageSlug } from '#shared/shop-pages/shop-pages.ts';
import { CONTACT_TITLE, PAGE_TITLES } from '#shared/shop-pages/shop-pages.ts';
import { LanguageSwitch } from '#web/features/store/layout/components/language-switch.tsx';
import { useShopPage } from '#web/features/store/pages/api/get-shop-page.ts';
import { ContactPage } from '#web/features/store/pages/components/contact-page.tsx';
import { OfflinePageNote } from '#web/features/store/pages/components/offline-page-note.tsx';
import { TextPage } from '#web/features/store/pages/components/text-page.tsx';
import { useSettings } from '#web/features/store/shared/api/get-settings.ts';
import { StoreFooter } from '#web/features/store/shared/components/store-footer.tsx';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useOnline } from '#web/lib/use-online.ts';
import { SlimPageHeader } from './slim-page-header.tsx';

/**
 * `kept`: whether the page's content is here; offline, the frame says whether it is the last visit's.
 * `keptCopy`: online, but the content is the worker's kept copy (the network was slow).
 */
function PageFrame({
  kept,
  keptCopy = false,
  children,
}: {
  kept: boolean;
  keptCopy?: boolean;
  children: ReactNode;
}) {
  const settings = useSettings();
  const online = useOnline();
  return (
    <div className="flex min-h-screen flex-col">
      <SlimPageHeader width="max-w-3xl" languages />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
        {/* Always in the page, so a screen reader hears the notice when the network goes. */}
        <div role="status">
          {!online ? <OfflinePageNote kept={kept} /> : keptCopy && <OfflinePageNote kept slow />}
        </div>
        {children}
      </main>
      <StoreFooter
        contact={settings.data?.contact}
        fssai={settings.data?.billing.fssai}
        languageSwitch={<LanguageSwitch tone="dark" />}
      />
    </div>
  );
}

export function TextPageRoute({ slug }: { slug: PageSlug }) {
  const t = useT();
  const page = useShopPage(slug);
  const online = useOnline();
  const title = t(PAGE_TITLES[slug]);
  useDocumentTitle(title);
  return (
    <PageFrame kept={page.data !== undefined} keptCopy={page.data?.keptCopy}>
      <TextPage title={title} page={page.data} failed={page.isError} waiting={online} />
    </PageFrame>
  );
}

export function ContactRoute() {
  const t = useT();
  const settings = useSettings();
  const online = useOnline();
  useDocumentTitle(t(CONTACT_TITLE));
  return (
    <PageFrame kept={settings.data !== undefined}>
      <ContactPage settings={settings.data} waiting={online} />
    </PageFrame>
  );
}
