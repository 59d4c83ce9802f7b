// The language the page starts in: the one the server rendered it in (its boot data), else the
// customer's cookie (pages the browser renders alone). The two agree, so hydration matches.
import { DEFAULT_LANGUAGE, type Language, languageOf } from '#shared/i18n/languages.ts';
import { takeBootData } from '../boot-data.ts';
import { rememberedLanguage } from './language-cookie.ts';

const booted = takeBootData<string>('language');

/** The language the server's render was in; undefined when the page came without one. */
export const bootLanguage: Language | undefined = booted === undefined ? undefined : languageOf(booted);

/** The staff area, the rider's page, staff sign-in and the bill: English, so no words to load. */
const ENGLISH_ONLY = /^\/(admin|rider|login)(\/|$)|^\/orders\/[^/]+\/bill$/i;

export function startLanguage(pathname = '/'): Language {
  if (ENGLISH_ONLY.test(pathname)) return DEFAULT_LANGUAGE;
  if (bootLanguage) return bootLanguage;
  return typeof document === 'undefined' ? DEFAULT_LANGUAGE : rememberedLanguage();
}
