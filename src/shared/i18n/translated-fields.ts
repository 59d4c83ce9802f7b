// Which fields of which records are translated (docs/product.md#languages). Everything else (prices,
// slugs, units, brand, codes) is the same in every language.
import type { ContentTranslations } from './content-translations.ts';

export const ITEM_TRANSLATED_FIELDS = ['name', 'description'] as const;
export type ItemTranslations = ContentTranslations<(typeof ITEM_TRANSLATED_FIELDS)[number]>;

export const CATEGORY_TRANSLATED_FIELDS = ['name', 'description'] as const;
export type CategoryTranslations = ContentTranslations<(typeof CATEGORY_TRANSLATED_FIELDS)[number]>;

/** Option groups and options: their names only. */
export const NAME_TRANSLATED_FIELDS = ['name'] as const;
export type NameTranslations = ContentTranslations<(typeof NAME_TRANSLATED_FIELDS)[number]>;

/** The site's own words: the banner, the promotional message and the four short pages. */
export const SITE_TRANSLATED_FIELDS = [
  'bannerTitle',
  'bannerSubtitle',
  'promotionalMessage',
  'about',
  'terms',
  'privacy',
  'refunds',
] as const;
export type SiteTranslations = ContentTranslations<(typeof SITE_TRANSLATED_FIELDS)[number]>;
