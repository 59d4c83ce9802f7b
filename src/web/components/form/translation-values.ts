// A translations document (docs/product.md#languages) as a form's inputs hold it: every language
// and field present, blank where nothing is translated, so each box starts empty rather than
// undefined. The shared schema drops the blanks again on the way out (a blank shows the English).
import type { ContentTranslations } from '#shared/i18n/content-translations.ts';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '#shared/i18n/languages.ts';

/** Every language with every field of `fields`, as text. */
export type TranslationValues<F extends string> = Record<TranslatedLanguage, Record<F, string>>;

export function translationValues<F extends string>(
  doc: ContentTranslations<F> | null | undefined,
  fields: readonly F[],
): TranslationValues<F> {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((lang) => [
      lang,
      Object.fromEntries(fields.map((field) => [field, doc?.[lang]?.[field] ?? ''])),
    ]),
  ) as TranslationValues<F>;
}
