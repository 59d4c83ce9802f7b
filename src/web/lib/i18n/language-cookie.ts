// The customer's language choice, remembered for a year in a cookie the server reads to render the
// page in it (LANGUAGE_COOKIE). A preference, not a secret: readable by the page, sent only to us.
import { LANGUAGE_COOKIE, type Language, languageFromCookies } from '#shared/i18n/languages.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLanguage(language: Language): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax${secure}`;
}

/** The language the cookie names; English when there is none or it names none of ours. */
export const rememberedLanguage = (cookies: string = document.cookie): Language =>
  languageFromCookies(cookies);
