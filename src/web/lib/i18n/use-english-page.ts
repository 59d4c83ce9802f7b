// The staff area, the rider's page and the bill stay English whatever the storefront speaks
// (docs/product.md#languages): while one is shown, the document says so for screen readers.
import { useEffect } from 'react';
import { LANGUAGE_TAGS } from '#shared/i18n/languages.ts';

export function useEnglishPage(): void {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = LANGUAGE_TAGS.en;
    return () => {
      root.lang = before;
    };
  }, []);
}
