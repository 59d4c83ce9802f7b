// The settings row's words as the storefront and the Languages form read them: the short pages
// (the saved texts, or the defaults for the payment set-up) and the Hindi and Marathi site words
// beside the English they translate. Pure functions of the row, apart from the service's cache.
import type { PageTexts, PublicSettings, ShopPage, SiteTranslationsResponse } from '#shared/api/settings.ts';
import { defaultPageTexts, grievanceContact } from '#shared/shop-pages/default-pages.ts';
import { PAGE_TITLES, type PageSlug } from '#shared/shop-pages/shop-pages.ts';
import { toPublic } from './public-settings.ts';
import type { SettingsRow } from './settings.repo.ts';

/** The four pages' texts as saved, or the starting texts for the payment set-up. */
export function pagesOf(row: SettingsRow | undefined, onlinePayments: boolean): PageTexts {
  if (!row?.pageTexts) return defaultPageTexts(onlinePayments);
  const { about, terms, privacy, refunds } = row.pageTexts;
  return { about, terms, privacy, refunds };
}

/** The Hindi and Marathi site words as stored, beside the English they translate as saved now. */
export function siteTranslationsOf(
  row: SettingsRow | undefined,
  onlinePayments: boolean,
): SiteTranslationsResponse {
  const { bannerTitle, bannerSubtitle, promotionalMessage } = toPublic(row, onlinePayments);
  return {
    translations: row?.contentTranslations ?? {},
    english: { bannerTitle, bannerSubtitle, promotionalMessage, ...pagesOf(row, onlinePayments) },
  };
}

/** One page as the storefront shows it (docs/product.md#storefront), from the row read. */
export function pageOf(
  row: SettingsRow | undefined,
  settings: PublicSettings,
  slug: PageSlug,
  onlinePayments: boolean,
): ShopPage {
  return {
    slug,
    title: PAGE_TITLES[slug],
    text: pagesOf(row, onlinePayments)[slug],
    grievance: slug === 'about' ? null : grievanceContact(settings.contact),
    updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
  };
}
