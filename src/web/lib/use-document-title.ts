import { useEffect } from 'react';
import { BRAND_NAME } from '#shared/constants.ts';

/**
 * Names the tab '<title> · Chai Express' while the page shows, and gives the old title back after;
 * nothing until the title is known. The browser's print dialog names a saved PDF after it.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = `${title} · ${BRAND_NAME}`;
    return () => {
      document.title = before;
    };
  }, [title]);
}
