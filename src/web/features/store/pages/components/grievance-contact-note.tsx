// Who handles complaints, at the end of every policy (India's Consumer Protection (E-Commerce) Rules,
// 2020 ask a shop selling online to name a grievance officer and how to reach them).
import type { GrievanceContact } from '#shared/api/settings.ts';
import { telHref } from '#shared/shop-pages/contact-links.ts';
import { useExactT, useT } from '#web/lib/i18n/language-context.tsx';

const LINK =
  'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700';

export function GrievanceContactNote({ grievance }: { grievance: GrievanceContact }) {
  const t = useT();
  const exact = useExactT();
  return (
    <section aria-labelledby="grievance-heading" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="grievance-heading" className="text-lg font-bold text-stone-900">
        {t('Complaints and grievances')}
      </h2>
      <p className="mt-1 leading-relaxed text-stone-800">
        {t('Grievance officer:')} <span className="font-semibold">{exact(grievance.name)}</span>.{' '}
        {t('We acknowledge a complaint within 48 hours and resolve it within a month.')}
      </p>
      <ul className="mt-2 space-y-1">
        {grievance.phone && (
          <li>
            {t('Phone:')}{' '}
            <a href={telHref(grievance.phone)} className={LINK}>
              {grievance.phone}
            </a>
          </li>
        )}
        {grievance.email && (
          <li>
            {t('Email:')}{' '}
            <a href={`mailto:${grievance.email}`} className={LINK}>
              {grievance.email}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
