// 'Contact Us' and 'Help Center' (docs/product.md#storefront): how to reach the shop, from the
// contact settings and the shop's address. A detail a manager left empty is not shown.

import type { PublicSettings } from '#shared/api/settings.ts';
import { telHref, whatsAppHref } from '#shared/shop-pages/contact-links.ts';
import { grievanceContact } from '#shared/shop-pages/default-pages.ts';
import { CONTACT_TITLE } from '#shared/shop-pages/shop-pages.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';

const LINK =
  'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700';

/** `waiting`: false offline, where the page frame says why the details are not here instead. */
type Props = { settings: PublicSettings | undefined; waiting: boolean };

export function ContactPage({ settings, waiting }: Props) {
  const t = useT();
  const contact = settings?.contact;
  const rows = [
    contact?.phone && {
      label: t('Phone'),
      value: (
        <a href={telHref(contact.phone)} className={LINK}>
          {contact.phone}
        </a>
      ),
    },
    contact?.whatsApp && {
      label: 'WhatsApp',
      value: (
        <a href={whatsAppHref(contact.whatsApp)} rel="noopener noreferrer" target="_blank" className={LINK}>
          {contact.whatsApp}
        </a>
      ),
    },
    contact?.email && {
      label: t('Email'),
      value: (
        <a href={`mailto:${contact.email}`} className={LINK}>
          {contact.email}
        </a>
      ),
    },
    settings && { label: t('Address'), value: settings.delivery.shop.address },
    contact && { label: t('Grievance officer'), value: t(grievanceContact(contact).name) },
  ].filter((row) => !!row);

  return (
    <article className="space-y-4">
      <h1 className="text-3xl font-extrabold text-stone-900">{t(CONTACT_TITLE)}</h1>
      <p className="leading-relaxed text-stone-800">
        {t(
          'A question about an order, or something not right? Reach us here and we will help. To follow an order, open My orders from the account menu.',
        )}
      </p>
      {settings ? (
        <dl className="divide-y divide-stone-100 rounded-2xl bg-white shadow-sm">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-1 px-5 py-3 sm:grid-cols-[8rem_1fr]">
              <dt className="font-semibold text-stone-700">{row.label}</dt>
              <dd className="break-words">{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        waiting && (
          <p role="status" className="text-stone-600">
            {t('Loading...')}
          </p>
        )
      )}
    </article>
  );
}
