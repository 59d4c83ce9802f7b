// The stored settings row as the storefront reads it: the documents an owner never saved read as the
// out-of-the-box defaults (docs/product.md#d15-delivery-fee-zone-and-minimum-order,
// docs/product.md#d17-the-promise-shown-is-one-the-shop-can-keep).
import type { PublicSettings } from '#shared/api/settings.ts';
import { DEFAULT_BILLING } from '#shared/billing/billing-settings.ts';
import { DEFAULT_CASH_LIMITS } from '#shared/cash-limits.ts';
import { DEFAULT_LOCATION, SITE_DEFAULTS } from '#shared/constants.ts';
import { DEFAULT_DELIVERY_AREA } from '#shared/delivery-area/default-delivery-area.ts';
import { inLanguage } from '#shared/i18n/content-translations.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { SiteTranslations } from '#shared/i18n/translated-fields.ts';
import { DEFAULT_SHOP_HOURS } from '#shared/shop-hours/default-hours.ts';
import { upcomingHolidays } from '#shared/shop-hours/holiday-rules.ts';
import type { BusyMode } from '#shared/shop-hours/hours-schema.ts';
import { zoneOffsets } from '#shared/shop-hours/zone-offsets.ts';
import { EMPTY_CONTACT } from '#shared/shop-pages/default-pages.ts';
import { DEFAULT_LATER_ORDERS } from '#shared/stock-and-time/later-orders.ts';
import type { BaseSettingsValues, SettingsRow } from './settings.repo.ts';

/** What creating the row writes when a database seeded by an older version lacks it. */
export const BASE_SETTINGS: BaseSettingsValues = {
  bannerImage: null,
  ...SITE_DEFAULTS,
  siteTheme: 'default',
  shopOpen: true,
  defaultLocation: DEFAULT_LOCATION,
  updatedBy: null,
};

/** Busy mode as stored, expired or not: whether it still counts is a question of the clock. */
function busyOf(row: SettingsRow): BusyMode | null {
  if (row.busyExtraMinutes === null || row.busyUntil === null) return null;
  return {
    // The busy-mode route writes only 5, 10 or 15 (busyModeInputSchema).
    extraMinutes: row.busyExtraMinutes as BusyMode['extraMinutes'],
    until: row.busyUntil.toISOString(),
  };
}

/** onlinePayments: whether the server has a payment gateway configured (env, not the row). */
export function toPublic(row: SettingsRow | undefined, onlinePayments = false): PublicSettings {
  if (!row) {
    const { updatedBy: _, ...base } = BASE_SETTINGS;
    return {
      ...base,
      promoForNewcomers: true,
      delivery: DEFAULT_DELIVERY_AREA,
      hours: DEFAULT_SHOP_HOURS,
      contact: EMPTY_CONTACT,
      billing: DEFAULT_BILLING,
      onlinePayments,
      cashLimits: DEFAULT_CASH_LIMITS,
      protect: null,
      laterOrders: DEFAULT_LATER_ORDERS,
      updatedAt: new Date(0).toISOString(),
    };
  }
  const hours = row.shopHours ?? DEFAULT_SHOP_HOURS;
  return {
    bannerImage: row.bannerImage,
    bannerTitle: row.bannerTitle,
    bannerSubtitle: row.bannerSubtitle,
    promotionalMessage: row.promotionalMessage,
    promoForNewcomers: row.promoForNewcomers,
    siteTheme: row.siteTheme,
    shopOpen: row.shopOpen,
    defaultLocation: row.defaultLocation,
    delivery: row.deliveryArea ?? DEFAULT_DELIVERY_AREA,
    hours: {
      schedule: hours.schedule,
      holidays: hours.holidays,
      timeZone: hours.timeZone,
      busy: busyOf(row),
    },
    // Saved before the grievance officer was asked: the empty defaults fill what it lacks.
    contact: { ...EMPTY_CONTACT, ...row.contact },
    // Saved before the UPI ID existed: the defaults fill what the stored value lacks.
    billing: { ...DEFAULT_BILLING, ...row.billing },
    onlinePayments,
    cashLimits: row.cashLimits ?? DEFAULT_CASH_LIMITS,
    protect: row.promiseProtect ?? null,
    laterOrders: { ...DEFAULT_LATER_ORDERS, ...row.laterOrders },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The settings as answered at `now`: an expired busy mode is no longer there, and holidays gone by
 * are left out, so the hours form can send back what it read without being refused for them.
 */
export function asOf(settings: PublicSettings, now: Date): PublicSettings {
  const { busy, holidays, timeZone } = settings.hours;
  const busyOver = busy !== null && Date.parse(busy.until) <= now.getTime();
  const upcoming = holidays.length === 0 ? holidays : upcomingHolidays(holidays, timeZone, now);
  if (!busyOver && upcoming.length === holidays.length) return settings;
  return { ...settings, hours: { ...settings.hours, holidays: upcoming, busy: busyOver ? null : busy } };
}

/**
 * The settings with the table of their zone's offsets around `now`: the storefront reads its hours
 * from it without Intl (shared/shop-hours/zone-clock.ts).
 */
export function withZoneOffsets(settings: PublicSettings, now: Date): PublicSettings {
  return { ...settings, zoneOffsets: zoneOffsets(settings.hours.timeZone, now.getTime()) };
}

/** The site's words the storefront shows with every page (banner, promotion), in `lang`. */
const SETTINGS_WORDS = ['bannerTitle', 'bannerSubtitle', 'promotionalMessage'] as const;

/**
 * The settings with the banner and the promotional message in `lang`, each falling back to English
 * on its own; English (or no translation) answers the very same object.
 */
export function settingsInLanguage(
  settings: PublicSettings,
  translations: SiteTranslations,
  lang: Language,
): PublicSettings {
  return inLanguage(settings, translations, lang, SETTINGS_WORDS);
}
