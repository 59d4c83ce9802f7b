// What the storefront reads of the site settings (docs/product.md#settings).
import { z } from 'zod';

export const SITE_THEMES = ['default'] as const;

export const publicSettingsSchema = z.object({
  bannerImage: z.string().nullable(),
  bannerTitle: z.string(),
  bannerSubtitle: z.string(),
  promotionalMessage: z.string(),
  siteTheme: z.enum(SITE_THEMES),
  shopOpen: z.boolean(),
  defaultLocation: z.string(),
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
