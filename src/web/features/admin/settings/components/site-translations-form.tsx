// 'Languages' (docs/product.md#languages): the banner, the promotional message and the four short
// pages in Hindi and Marathi, beside the English as saved (edited in the sections above). A blank
// box shows the English to customers.
import {
  type SiteTranslationsResponse,
  type SiteWords,
  siteTranslationsBodySchema,
} from '#shared/api/settings.ts';
import { SITE_TEXT_LIMITS } from '#shared/api/translations.ts';
import { SITE_TRANSLATED_FIELDS } from '#shared/i18n/translated-fields.ts';
import { PAGE_SLUGS, PAGE_TEXT_MAX, PAGE_TITLES } from '#shared/shop-pages/shop-pages.ts';
import { type TranslatedField, TranslatedFields } from '#web/components/form/translated-fields.tsx';
import { translationValues } from '#web/components/form/translation-values.ts';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { useSaveSiteTranslations, useSiteTranslations } from '../api/site-translations.ts';
import { SettingsSection } from './settings-section.tsx';

type Word = keyof SiteWords;

const SHOP_WORDS: TranslatedField<Word>[] = [
  { name: 'bannerTitle', label: 'Banner title', maxLength: SITE_TEXT_LIMITS.bannerTitle },
  { name: 'bannerSubtitle', label: 'Banner subtitle', rows: 3, maxLength: SITE_TEXT_LIMITS.bannerSubtitle },
  {
    name: 'promotionalMessage',
    label: 'Promotional message',
    rows: 2,
    maxLength: SITE_TEXT_LIMITS.promotionalMessage,
  },
];
const PAGES: TranslatedField<Word>[] = PAGE_SLUGS.map((slug) => ({
  name: slug,
  label: PAGE_TITLES[slug],
  rows: 6,
  maxLength: PAGE_TEXT_MAX,
}));

export function SiteTranslationsSection() {
  const current = useSiteTranslations();
  if (current.isError)
    return (
      <p role="alert" className="text-red-800">
        Failed to load the translations
      </p>
    );
  if (!current.data) return null;
  return <SiteTranslationsForm saved={current.data} />;
}

function SiteTranslationsForm({ saved }: { saved: SiteTranslationsResponse }) {
  const save = useSaveSiteTranslations();
  const { form, field, handleSave } = useSchemaForm(siteTranslationsBodySchema, {
    translations: translationValues(saved.translations, SITE_TRANSLATED_FIELDS),
  });

  const submit = handleSave('Save failed', async (body) => {
    const stored = await save.mutateAsync(body);
    form.reset({ translations: translationValues(stored.translations, SITE_TRANSLATED_FIELDS) });
  });

  const group = (legend: string, fields: TranslatedField<Word>[]) => (
    <TranslatedFields
      legend={legend}
      className="sm:col-span-2"
      fields={fields}
      englishText={(name) => saved.english[name]}
      box={(lang, name) => field(`translations.${lang}.${name}`)}
    />
  );

  return (
    <SettingsSection
      title="Languages"
      intro="The storefront in Hindi and Marathi: the English as saved above, with its translations beside it."
      onSubmit={submit}
      saving={save.isPending}
      savedText={save.isSuccess && !form.formState.isDirty ? 'Translations saved' : undefined}
      message={form.formState.errors.root?.message}
      submitLabel="Save translations"
    >
      {group('Banner and promotion', SHOP_WORDS)}
      {group('Pages', PAGES)}
    </SettingsSection>
  );
}
