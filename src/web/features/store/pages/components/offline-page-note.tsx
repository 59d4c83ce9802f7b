// What a short page says with the network gone: the service worker keeps the pages and the contact
// details from the last visit (src/web/sw-rules.ts), so the page is usually there, as it was then;
// one never kept says it opens once the network is back, instead of loading for ever.
export const OFFLINE_PAGE_TEXT = {
  kept: 'You are offline. This page is as it was on your last visit.',
  missing: 'You are offline. This page opens when you are back online.',
} as const;

export function OfflinePageNote({ kept }: { kept: boolean }) {
  return (
    <p className="mb-6 rounded-xl bg-amber-100 px-4 py-3 text-sm font-semibold text-amber-950">
      {kept ? OFFLINE_PAGE_TEXT.kept : OFFLINE_PAGE_TEXT.missing}
    </p>
  );
}
