// Dates and times in the storefront's language: month and day names in Hindi or Marathi, digits
// always Latin (-u-nu-latn: 'mr-IN' alone writes Devanagari digits), like prices and order numbers.
import { useMemo } from 'react';
import { LANGUAGE_TAGS, type Language } from '#shared/i18n/languages.ts';
import { useLanguage } from './language-context.tsx';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter for the language, made once per language and options. */
export function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(`${LANGUAGE_TAGS[language]}-u-nu-latn`, options);
    formatters.set(key, format);
  }
  return format;
}

/** The formatter in the storefront's current language. Pass options that do not change per render. */
export function useDateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const language = useLanguage();
  const key = JSON.stringify(options);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are compared by their JSON
  return useMemo(() => dateFormat(language, options), [language, key]);
}
