// The languages as request fields. Apart from languages.ts, which the storefront's first load
// reads: zod stays out of that load (docs/decisions/005-storefront-first-load.md).
import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

export const languageSchema = z.enum(LANGUAGES, { error: 'Language must be English, Hindi or Marathi' });

/** `?lang=` of the public reads (menu, categories, items, settings, pages): English when left out. */
export const languageQuerySchema = z.object({ lang: languageSchema.optional() });
export type LanguageQuery = z.infer<typeof languageQuerySchema>;
