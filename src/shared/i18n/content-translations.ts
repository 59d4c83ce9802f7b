// Hindi and Marathi text stored beside the English source, per field (docs/decisions/034-*.md):
// `{ hi: { name: 'मसाला चाय' }, mr: { name: 'मसाला चहा', description: '…' } }`. A field left out or
// blank falls back to English on its own, so a half-translated item still reads whole.
import { z } from 'zod';
import { type Language, TRANSLATED_LANGUAGES, type TranslatedLanguage } from './languages.ts';

/** A document of translations for the fields F of one record. */
export type ContentTranslations<F extends string> = Partial<
  Record<TranslatedLanguage, Partial<Record<F, string>>>
>;

/**
 * The zod schema of a translations document for the named fields and their longest lengths (the
 * English field's limit, so a translation fits wherever the source does). Blank strings are dropped
 * (a cleared field falls back to English), unknown languages and fields are refused.
 */
export function contentTranslationsSchema<F extends string>(
  maxLengths: Record<F, number>,
  fieldLabel: (field: string) => string = (field) => field,
) {
  const fields = Object.fromEntries(
    Object.entries<number>(maxLengths).map(([field, max]) => [
      field,
      z
        .string()
        .trim()
        .max(max, `${fieldLabel(field)} must be at most ${max} characters`)
        .optional()
        .transform((v) => (v ? v : undefined)),
    ]),
  ) as unknown as Record<F, z.ZodType<string | undefined>>;
  const perLanguage = z.strictObject(fields).partial();
  const shape = Object.fromEntries(TRANSLATED_LANGUAGES.map((lang) => [lang, perLanguage.optional()]));
  return z
    .strictObject(shape as Record<TranslatedLanguage, z.ZodOptional<typeof perLanguage>>)
    .transform((doc) => pruneTranslations(doc as ContentTranslations<F>));
}

/** The document without empty fields or empty languages: what is stored. */
export function pruneTranslations<F extends string>(doc: ContentTranslations<F>): ContentTranslations<F> {
  const out: ContentTranslations<F> = {};
  for (const lang of TRANSLATED_LANGUAGES) {
    const entries = Object.entries(doc[lang] ?? {}).filter(
      ([, value]) => typeof value === 'string' && value.trim() !== '',
    );
    if (entries.length > 0) out[lang] = Object.fromEntries(entries) as Partial<Record<F, string>>;
  }
  return out;
}

/**
 * The record's fields in `lang`: each translated field where a translation exists, the English
 * source otherwise. English asks for nothing and gets the source back unchanged.
 */
export function inLanguage<F extends string, R extends Record<F, string | null>>(
  source: R,
  translations: ContentTranslations<F> | null | undefined,
  lang: Language,
  fields: readonly F[],
): R {
  if (lang === 'en' || !translations) return source;
  const words = translations[lang];
  if (!words) return source;
  const out = { ...source };
  for (const field of fields) {
    const text = words[field];
    if (text) (out as Record<F, string | null>)[field] = text;
  }
  return out;
}
