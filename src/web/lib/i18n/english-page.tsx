// The staff area, the rider's page and the bill stay English whatever the storefront speaks
// (docs/product.md#languages): the shared parts they use (a dialog's Close, Cancel) read English
// words inside, and while one is shown the document says so for screen readers.
import { type ReactNode, useEffect } from 'react';
import { LANGUAGE_TAGS } from '#shared/i18n/languages.ts';
import { LanguageProvider } from './language-context.tsx';

const NO_WORDS = {};

export function EnglishPage({ children }: { children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = LANGUAGE_TAGS.en;
    return () => {
      root.lang = before;
    };
  }, []);
  return (
    <LanguageProvider language="en" words={NO_WORDS}>
      {children}
    </LanguageProvider>
  );
}
