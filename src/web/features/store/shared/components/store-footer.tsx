// Footer columns About, Support, Legal, Connect (docs/product.md#storefront). The short pages are
// real links; Track Order opens My orders (after sign-in for a guest); Connect has the shop's phone,
// WhatsApp and the social links a manager entered in Settings, or the contact page without any.
import type { ReactNode } from 'react';
import type { Contact } from '#shared/api/settings.ts';
import { telHref, whatsAppHref } from '#shared/shop-pages/contact-links.ts';
import { CONTACT_PATH, PAGE_TITLES, pagePath } from '#shared/shop-pages/shop-pages.ts';
import { Link } from '#web/components/ui/router-links.tsx';
import { useT } from '#web/lib/i18n/language-context.tsx';

/** Where 'Track Order' goes from a page other than the storefront: the storefront opens My orders. */
export const TRACK_ORDER_HREF = '/?orders=open';

const LINK =
  'underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white text-left';

const SOCIAL: { key: keyof Contact; label: string }[] = [
  { key: 'instagram', label: 'Instagram' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'x', label: 'X (Twitter)' },
  { key: 'youtube', label: 'YouTube' },
];

type Props = {
  contact: Contact | undefined;
  /** On the storefront, Track Order opens the dialog in place; elsewhere it links back to it. */
  onTrackOrder?: () => void;
  /** The shop's FSSAI licence number: a food business shows it wherever it sells; '' when not given. */
  fssai?: string;
  /** The language switch (layout's LanguageSwitch, tone dark), composed in by the page. */
  languageSwitch?: ReactNode;
};

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 font-bold text-white">{title}</h2>
      <ul className="space-y-2 text-sm">{children}</ul>
    </div>
  );
}

const PageLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <li>
    <Link to={to} className={LINK}>
      {children}
    </Link>
  </li>
);

export function StoreFooter({ contact, onTrackOrder, fssai, languageSwitch }: Props) {
  // The server accepts only https addresses; checked again so nothing else can become an href.
  const t = useT();
  const social = SOCIAL.filter(({ key }) => contact?.[key].startsWith('https://'));
  return (
    <footer className="mt-12 bg-stone-900 text-stone-200">
      <nav
        aria-label={t('Footer')}
        className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 md:grid-cols-4"
      >
        <Column title={t('About')}>
          <PageLink to={pagePath('about')}>{t(PAGE_TITLES.about)}</PageLink>
        </Column>
        <Column title={t('Support')}>
          <PageLink to={CONTACT_PATH}>{t('Help Center')}</PageLink>
          <li>
            {onTrackOrder ? (
              <button type="button" onClick={onTrackOrder} className={LINK}>
                {t('Track Order')}
              </button>
            ) : (
              <Link to={TRACK_ORDER_HREF} className={LINK}>
                {t('Track Order')}
              </Link>
            )}
          </li>
          <PageLink to={CONTACT_PATH}>{t('Contact Us')}</PageLink>
        </Column>
        <Column title={t('Legal')}>
          <PageLink to={pagePath('terms')}>{t(PAGE_TITLES.terms)}</PageLink>
          <PageLink to={pagePath('privacy')}>{t(PAGE_TITLES.privacy)}</PageLink>
          <PageLink to={pagePath('refunds')}>{t(PAGE_TITLES.refunds)}</PageLink>
        </Column>
        <Column title={t('Connect')}>
          {contact?.phone && (
            <li>
              <a href={telHref(contact.phone)} className={LINK}>
                {t('Call {phone}', { phone: contact.phone })}
              </a>
            </li>
          )}
          {contact?.whatsApp && (
            <li>
              <a
                href={whatsAppHref(contact.whatsApp)}
                rel="noopener noreferrer"
                target="_blank"
                className={LINK}
              >
                WhatsApp
              </a>
            </li>
          )}
          {social.map(({ key, label }) => (
            <li key={key}>
              <a href={contact?.[key]} rel="noopener noreferrer" target="_blank" className={LINK}>
                {label}
              </a>
            </li>
          ))}
          {/* A shop that set none of them yet is still reached through its contact page. */}
          {!contact?.phone && !contact?.whatsApp && social.length === 0 && (
            <PageLink to={CONTACT_PATH}>{t('Write to us')}</PageLink>
          )}
        </Column>
      </nav>
      {languageSwitch && (
        <div className="flex justify-center border-t border-stone-800 px-4 py-2">{languageSwitch}</div>
      )}
      <p className="border-t border-stone-800 py-4 text-center text-xs text-stone-300">
        {t('Chai Express, Lohegaon, Pune. Fresh chai and snacks, fast.')}
        {fssai && <span className="mt-1 block">{t('FSSAI Lic. No. {number}', { number: fssai })}</span>}
      </p>
    </footer>
  );
}
