// The Hindi and Marathi words load only when chosen: the storefront's first load carries English
// alone (the English text is each entry's key, so English needs no table).
import type { Language } from '#shared/i18n/languages.ts';
import type { Words } from './translate.ts';

export async function loadWords(language: Language): Promise<Words> {
  if (language === 'hi') return (await import('./words/hi/index.ts')).HINDI_WORDS;
  if (language === 'mr') return (await import('./words/mr/index.ts')).MARATHI_WORDS;
  return {};
}
