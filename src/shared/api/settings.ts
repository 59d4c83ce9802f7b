// What the storefront reads of the site settings (docs/product.md#settings).
import { z } from 'zod';
import { deliveryAreaSchema } from '../delivery-area/delivery-area-schema.ts';
import { BUSY_EXTRA_MINUTES, shopHoursSchema } from '../shop-hours/hours-schema.ts';

export const SITE_THEMES = ['default'] as const;

export const publicSettingsSchema = z.object({
  bannerImage: z.string().nullable(),
  bannerTitle: z.string(),
  bannerSubtitle: z.string(),
  promotionalMessage: z.string(),
  siteTheme: z.enum(SITE_THEMES),
  shopOpen: z.boolean(),
  defaultLocation: z.string(),
  /** Where the shop is, how far it delivers, its fees and minimum (docs/product.md#d15-delivery-fee-zone-and-minimum-order). */
  delivery: deliveryAreaSchema,
  /** Weekly shifts, holidays, time zone and busy mode (docs/product.md#d17-the-promise-shown-is-one-the-shop-can-keep). */
  hours: shopHoursSchema,
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
  siteTheme: z.enum(SITE_THEMES),
  shopOpen: z.boolean(),
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
