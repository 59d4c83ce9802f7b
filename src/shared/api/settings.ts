// What the storefront reads of the site settings (spec section 3 "Site config", decision D7).
import { z } from 'zod';

export const publicSettingsSchema = z.object({
  bannerImage: z.string().nullable(),
  bannerTitle: z.string(),
  bannerSubtitle: z.string(),
  promotionalMessage: z.string(),
  siteTheme: z.string(),
  shopOpen: z.boolean(),
  defaultLocation: z.string(),
  updatedAt: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
