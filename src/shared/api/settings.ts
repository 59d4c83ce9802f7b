// What the storefront reads of the site settings (docs/product.md#settings).
import { z } from 'zod';
import { billingSettingsSchema } from '../billing/billing-settings.ts';
import { cashLimitsSchema } from '../cash-limits.ts';
import { deliveryAreaSchema } from '../delivery-area/delivery-area-schema.ts';
import { protectStateSchema } from '../promise/promise-settings.ts';
import { BUSY_EXTRA_MINUTES, shopHoursSchema } from '../shop-hours/hours-schema.ts';
import { zoneOffsetsSchema } from '../shop-hours/zone-offsets.ts';
import { PAGE_SLUGS, PAGE_TEXT_MAX } from '../shop-pages/shop-pages.ts';
import { laterOrdersFieldsSchema } from '../stock-and-time/later-orders.ts';
import { PATTERNS } from '../validation.ts';
import { siteTranslationsSchema } from './translations.ts';

export const SITE_THEMES = ['default'] as const;

export const CONTACT_MESSAGES = {
  phone: 'Phone must be a valid phone number',
  whatsApp: 'WhatsApp must be a valid phone number',
  email: 'Email must be a valid email address',
  https: 'Use an https:// address',
  tooLong: 'At most 300 characters',
  pageRequired: 'Write a few words for this page',
  pageTooLong: `At most ${PAGE_TEXT_MAX.toLocaleString('en-IN')} characters`,
  grievanceName: 'Enter the grievance officer’s name: 2-50 letters and spaces',
} as const;

// A number as a person types it ('+91 98765 43210'); empty means 'not shown'.
const contactPhone = (message: string) =>
  z
    .string()
    .trim()
    .max(24, message)
    .refine(
      (v) => v === '' || (/^\+?[\d ()-]+$/.test(v) && PATTERNS.phone.test(v.replace(/[^\d+]/g, ''))),
      message,
    );

// Only https: a javascript: or data: address never reaches an href; empty hides the link.
const socialUrl = z
  .string()
  .trim()
  .max(300, CONTACT_MESSAGES.tooLong)
  .refine((v) => v === '' || /^https:\/\/[^\s"'<>]+$/.test(v), CONTACT_MESSAGES.https);

/** How customers reach the shop (footer, contact page); the address is the delivery area's shop address. */
export const contactSchema = z.object({
  phone: contactPhone(CONTACT_MESSAGES.phone),
  whatsApp: contactPhone(CONTACT_MESSAGES.whatsApp),
  email: z
    .string()
    .trim()
    .max(254, CONTACT_MESSAGES.email)
    .refine((v) => v === '' || PATTERNS.email.test(v), CONTACT_MESSAGES.email),
  instagram: socialUrl,
  facebook: socialUrl,
  x: socialUrl,
  youtube: socialUrl,
  /**
   * The grievance officer the policies name (India's Consumer Protection (E-Commerce) Rules, 2020):
   * a person's name and an e-mail; the shop's phone is theirs too. Optional in a save, so forms
   * made before they existed still save.
   */
  grievanceName: z
    .string()
    .trim()
    .max(80, CONTACT_MESSAGES.grievanceName)
    .refine((v) => v === '' || PATTERNS.name.test(v), CONTACT_MESSAGES.grievanceName)
    .default(''),
  grievanceEmail: z
    .string()
    .trim()
    .max(254, CONTACT_MESSAGES.email)
    .refine((v) => v === '' || PATTERNS.email.test(v), CONTACT_MESSAGES.email)
    .default(''),
});
export type Contact = z.infer<typeof contactSchema>;

const pageText = z
  .string({ error: CONTACT_MESSAGES.pageRequired })
  .trim()
  .min(1, CONTACT_MESSAGES.pageRequired)
  .max(PAGE_TEXT_MAX, CONTACT_MESSAGES.pageTooLong);

/** The text of each short page, plain text (paragraphs split at blank lines), never HTML. */
export const pageTextsSchema = z.object({
  about: pageText,
  terms: pageText,
  privacy: pageText,
  refunds: pageText,
});
export type PageTexts = z.infer<typeof pageTextsSchema>;

/** PUT and GET /api/admin/settings/pages: the contact details and the pages' texts, saved together. */
export const contactPagesSchema = z.object({ contact: contactSchema, pages: pageTextsSchema });
export type ContactPages = z.infer<typeof contactPagesSchema>;

/**
 * What the settings form reads back: the same, and a warning when the policies were last written
 * for another payment set-up than the shop's now (online payment turned on or off since).
 */
export const contactPagesResponseSchema = contactPagesSchema.extend({ policyWarning: z.string().nullable() });
export type ContactPagesResponse = z.infer<typeof contactPagesResponseSchema>;

/** Who handles complaints, as the policies show it (the shop's phone and, if none of their own, e-mail). */
export const grievanceContactSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type GrievanceContact = z.infer<typeof grievanceContactSchema>;

/** GET /api/pages/:slug: one page as the storefront shows it. */
export const pageParamsSchema = z.object({ slug: z.enum(PAGE_SLUGS) });
export const shopPageSchema = z.object({
  slug: z.enum(PAGE_SLUGS),
  title: z.string(),
  text: z.string(),
  /** On the three policies: who handles complaints; null on Our Story. */
  grievance: grievanceContactSchema.nullable(),
  updatedAt: z.string(),
});
export type ShopPage = z.infer<typeof shopPageSchema>;

export const publicSettingsSchema = z.object({
  bannerImage: z.string().nullable(),
  bannerTitle: z.string(),
  bannerSubtitle: z.string(),
  promotionalMessage: z.string(),
  /** The offer bar shows the message only to customers who have not ordered yet (a first-order offer). */
  promoForNewcomers: z.boolean(),
  siteTheme: z.enum(SITE_THEMES),
  shopOpen: z.boolean(),
  defaultLocation: z.string(),
  /** Where the shop is, how far it delivers, its fees and minimum (docs/product.md#d15-delivery-fee-zone-and-minimum-order). */
  delivery: deliveryAreaSchema,
  /** Weekly shifts, holidays, time zone and busy mode (docs/product.md#d17-the-promise-shown-is-one-the-shop-can-keep). */
  hours: shopHoursSchema,
  /**
   * The UTC offsets of the shop's time zone around today (shared/shop-hours/zone-offsets.ts): the
   * storefront reads its hours from them without Intl. Absent from a copy saved before they were sent.
   */
  zoneOffsets: zoneOffsetsSchema.optional(),
  /** Phone, WhatsApp, e-mail and social links for the footer and the contact page; empty = not shown. */
  contact: contactSchema,
  /** The legal and tax details bills print; checkout taxes with them, the footer shows the FSSAI number. */
  billing: billingSettingsSchema,
  /** Whether checkout offers paying online: the server has a payment gateway configured. */
  onlinePayments: z.boolean(),
  /** Caps on orders paid at the door, in rupees (shared/cash-limits.ts). */
  cashLimits: cashLimitsSchema,
  /**
   * The automatic switch protecting the promise, while it is on (docs/product.md#protecting-the-promise):
   * busy minutes added, pickup orders only, or no new orders.
   */
  protect: protectStateSchema.nullable(),
  /** Orders for later today (docs/product.md#orders-for-later-today): whether checkout offers a time, and its rules. */
  laterOrders: laterOrdersFieldsSchema,
  updatedAt: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

// Images this shop serves itself (uploads or the bundled artwork), or an https address.
const imagePath = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/uploads\/|\/menu\/|https:\/\/)[^\s"'<>]+$/, 'Use an uploaded image or an https address');

export const settingsInputSchema = z.object({
  bannerImage: imagePath.nullable(),
  bannerTitle: z.string().trim().min(1, 'Banner title is required').max(80, 'At most 80 characters'),
  bannerSubtitle: z.string().trim().max(160, 'At most 160 characters'),
  promotionalMessage: z
    .string()
    .trim()
    .min(1, 'Promotional message is required')
    .max(200, 'At most 200 characters'),
  // Left out, it stays as saved (a client from before the setting leaves it alone).
  promoForNewcomers: z.boolean().optional(),
  siteTheme: z.enum(SITE_THEMES),
  // Left out, the shop stays open or paused as it is: the form sends it only when the switch was
  // touched, so saving a banner never undoes a pause made on the board meanwhile.
  shopOpen: z.boolean().optional(),
  defaultLocation: z
    .string()
    .trim()
    .min(1, 'Default location is required')
    .max(100, 'At most 100 characters'),
});
export type SettingsInput = z.infer<typeof settingsInputSchema>;

/** What a published promotion carries, on the live stream and on the browser's promo channel. */
export const promoNoticeSchema = z.object({ id: z.string(), message: z.string() });
export type PromoNotice = z.infer<typeof promoNoticeSchema>;

/** PUT /api/admin/settings/hours: the schedule without busy mode, which the order board sets. */
export const hoursInputSchema = shopHoursSchema.omit({ busy: true });

export const BUSY_FOR_MINUTES = [30, 60, 90, 120] as const;
export const BUSY_MESSAGES = {
  extra: 'Choose 5, 10 or 15 extra minutes',
  duration: 'Choose how long: 30, 60, 90 or 120 minutes',
} as const;

/** PUT /api/admin/busy-mode: one tap on the order board; it ends by itself after forMinutes. */
export const busyModeInputSchema = z.object({
  extraMinutes: z.literal(BUSY_EXTRA_MINUTES, BUSY_MESSAGES.extra),
  forMinutes: z.literal(BUSY_FOR_MINUTES, BUSY_MESSAGES.duration),
});
export type BusyModeInput = z.infer<typeof busyModeInputSchema>;

export const SHOP_PAUSE_REASON_MAX = 200;

/**
 * PUT /api/admin/shop-pause: any staff member stops orders in an emergency from the board, with
 * an optional reason for the audit log (docs/product.md#pausing-the-shop). Only settings:manage
 * resumes.
 */
export const shopPauseInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(SHOP_PAUSE_REASON_MAX, `At most ${SHOP_PAUSE_REASON_MAX} characters`)
    .optional(),
});
export type ShopPauseInput = z.infer<typeof shopPauseInputSchema>;

/**
 * GET and PUT /api/admin/settings/translations (settings:manage): the banner, the promotional
 * message and the short pages in Hindi and Marathi (docs/product.md#languages). A field left blank
 * shows the English text.
 */
export const siteTranslationsBodySchema = z.object({ translations: siteTranslationsSchema(PAGE_TEXT_MAX) });
export type SiteTranslationsBody = z.input<typeof siteTranslationsBodySchema>;

/** The site's words as text, one per translated field (the English, or one language's). */
const siteWordsSchema = z.object({
  bannerTitle: z.string(),
  bannerSubtitle: z.string(),
  promotionalMessage: z.string(),
  about: z.string(),
  terms: z.string(),
  privacy: z.string(),
  refunds: z.string(),
});
export type SiteWords = z.infer<typeof siteWordsSchema>;

/**
 * What GET and PUT /api/admin/settings/translations answer: the translations as stored, and the
 * English they stand beside as saved (the form's reference, whatever language the storefront's
 * own routes answer in).
 */
export const siteTranslationsResponseSchema = z.object({
  translations: z.object({
    hi: siteWordsSchema.partial().optional(),
    mr: siteWordsSchema.partial().optional(),
  }),
  english: siteWordsSchema,
});
export type SiteTranslationsResponse = z.infer<typeof siteTranslationsResponseSchema>;
