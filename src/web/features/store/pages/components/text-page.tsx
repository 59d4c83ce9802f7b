// One short page (Our Story, a policy): the manager's plain text as paragraphs. Text nodes only, so
// anything typed that looks like markup shows as typed. A policy ends with who handles complaints.
import type { ShopPage } from '#shared/api/settings.ts';
import { paragraphs } from '#shared/shop-pages/shop-pages.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { GrievanceContactNote } from './grievance-contact-note.tsx';

/** `waiting`: false offline, where the page frame says why the text is not here instead. */
type Props = { title: string; page: ShopPage | undefined; failed: boolean; waiting: boolean };

export function TextPage({ title, page, failed, waiting }: Props) {
  const t = useT();
  return (
    <article className="space-y-4">
      <h1 className="text-3xl font-extrabold text-stone-900">{title}</h1>
      {page &&
        paragraphs(page.text).map((text, index) => (
          // Paragraphs have no identity but their place; the text does not reorder.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={index} className="whitespace-pre-line leading-relaxed text-stone-800">
            {text}
          </p>
        ))}
      {page?.grievance && <GrievanceContactNote grievance={page.grievance} />}
      {!page && !failed && waiting && (
        <p role="status" className="text-stone-600">
          {t('Loading...')}
        </p>
      )}
      {!page && failed && waiting && (
        <p role="alert" className="text-red-800">
          {t('This page could not be loaded. Please try again later.')}
        </p>
      )}
    </article>
  );
}
