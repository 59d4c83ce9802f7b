// The languages the storefront and the menu speak (docs/product.md#languages). English is the
// source: every product text is English word for word, and a missing translation falls back to it.

export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The languages translated from English: what a translation document may hold. */
export const TRANSLATED_LANGUAGES = ['hi', 'mr'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the switch shows it ('English · हिंदी · मराठी'). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिंदी', mr: 'मराठी' };

/** BCP 47 tags for `lang` attributes and Intl (formatters pin Latin digits: see the formatters). */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' };

/** The cookie that remembers the customer's choice, so the server renders the page in it. */
export const LANGUAGE_COOKIE = 'lang';

/** A language from an untrusted cookie or query value; English when it names none of ours. */
export function languageOf(value: unknown): Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
    ? (value as Language)
    : DEFAULT_LANGUAGE;
}

/** The language a Cookie header (or document.cookie) names in LANGUAGE_COOKIE; English without one. */
export function languageFromCookies(cookies: string | undefined): Language {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return languageOf(value);
  }
  return DEFAULT_LANGUAGE;
}
