// The translation fields of the admin contracts (docs/product.md#languages): each record's Hindi and
// Marathi text, limited to the English field's length, and an item's search words. The admin
// catalog, option group and settings schemas use these.
import { z } from 'zod';
import { OPTION_LIMITS } from '../catalog/item-options.ts';
import { contentTranslationsSchema } from '../i18n/content-translations.ts';

const label = (field: string) =>
  ({
    name: 'Name',
    description: 'Description',
    bannerTitle: 'Banner title',
    bannerSubtitle: 'Banner subtitle',
    promotionalMessage: 'Promotional message',
    about: 'About Us',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    refunds: 'Refund Policy',
  })[field] ?? field;

/** The English fields' limits (admin-catalog.ts), which their translations share. */
export const ITEM_TEXT_LIMITS = { name: 120, description: 1000 } as const;
export const CATEGORY_TEXT_LIMITS = { name: 80, description: 500 } as const;

export const itemTranslationsSchema = contentTranslationsSchema(ITEM_TEXT_LIMITS, label);
export const categoryTranslationsSchema = contentTranslationsSchema(CATEGORY_TEXT_LIMITS, label);
export const optionGroupTranslationsSchema = contentTranslationsSchema(
  { name: OPTION_LIMITS.groupNameMax },
  label,
);
export const optionTranslationsSchema = contentTranslationsSchema(
  { name: OPTION_LIMITS.optionNameMax },
  label,
);

/** The banner's and the promotion's limits (the settings form's English). */
export const SITE_TEXT_LIMITS = { bannerTitle: 80, bannerSubtitle: 160, promotionalMessage: 200 } as const;

/** The page texts' limit is the English pages' (settings.ts PAGE_TEXT_MAX). */
export function siteTranslationsSchema(pageTextMax: number) {
  return contentTranslationsSchema(
    {
      ...SITE_TEXT_LIMITS,
      about: pageTextMax,
      terms: pageTextMax,
      privacy: pageTextMax,
      refunds: pageTextMax,
    },
    label,
  );
}

export const SEARCH_ALIAS_LIMITS = { count: 12, length: 40 } as const;

/**
 * An item's search words ('chaha', 'चहा', 'चाय'): trimmed, blanks and repeats dropped (case
 * ignored), at most 12 of at most 40 characters.
 */
export const searchAliasesSchema = z
  .array(
    z
      .string()
      .trim()
      .max(
        SEARCH_ALIAS_LIMITS.length,
        `A search word must be at most ${SEARCH_ALIAS_LIMITS.length} characters`,
      ),
    { error: 'Search words must be a list' },
  )
  .transform((words) => {
    const seen = new Set<string>();
    return words.filter((word) => {
      const key = word.toLowerCase();
      if (word === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .refine((words) => words.length <= SEARCH_ALIAS_LIMITS.count, {
    message: `At most ${SEARCH_ALIAS_LIMITS.count} search words`,
  });
