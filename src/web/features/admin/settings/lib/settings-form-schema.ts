// The settings form's values and its schema: the API's settingsInputSchema, with the banner
// image's box read as "none" when blank.
import { type PublicSettings, type SettingsInput, settingsInputSchema } from '#shared/api/settings.ts';
import { formSchema, textOrNull } from '#web/components/form/form-schema.ts';

export type SettingsFormValues = Omit<SettingsInput, 'bannerImage' | 'shopOpen' | 'promoForNewcomers'> & {
  bannerImage: string;
  shopOpen: boolean;
  promoForNewcomers: boolean;
};

export const settingsFormValues = (settings: PublicSettings): SettingsFormValues => ({
  bannerImage: settings.bannerImage ?? '',
  bannerTitle: settings.bannerTitle,
  bannerSubtitle: settings.bannerSubtitle,
  promotionalMessage: settings.promotionalMessage,
  promoForNewcomers: settings.promoForNewcomers,
  siteTheme: settings.siteTheme,
  shopOpen: settings.shopOpen,
  defaultLocation: settings.defaultLocation,
});

export const settingsFormSchema = formSchema(
  (values: SettingsFormValues) => ({ ...values, bannerImage: textOrNull(values.bannerImage) }),
  settingsInputSchema,
);
