// What a short page says with the network gone: the service worker keeps the pages and the contact
// details from the last visit (src/web/sw-rules.ts), so the page is usually there, as it was then;
// one never kept says it opens once the network is back, instead of loading for ever.
import { useT } from '#web/lib/i18n/language-context.tsx';

export const OFFLINE_PAGE_TEXT = {
  kept: 'You are offline. This page is as it was on your last visit.',
  missing: 'You are offline. This page opens when you are back online.',
  // The browser is online but the network did not answer in time: the kept copy is shown meanwhile.
  slow: 'The network is slow. This page is as it was on your last visit until it answers.',
} as const;

export function OfflinePageNote({ kept, slow = false }: { kept: boolean; slow?: boolean }) {
  const t = useT();
  return (
    <p className="mb-6 rounded-xl bg-amber-100 px-4 py-3 text-sm font-semibold text-amber-950">
      {t(slow ? OFFLINE_PAGE_TEXT.slow : kept ? OFFLINE_PAGE_TEXT.kept : OFFLINE_PAGE_TEXT.missing)}
    </p>
  );
}
