// The category form's values and its schema: the API's categoryInputSchema behind the conversion
// of the sort order's text.
import {
  type AdminCategory,
  type CategoryInputParsed,
  categoryInputSchema,
  DEFAULT_CATEGORY_ICON,
} from '#shared/api/admin-catalog.ts';
import { CATEGORY_TRANSLATED_FIELDS } from '#shared/i18n/translated-fields.ts';
import { formSchema, numberOrBlank } from '#web/components/form/form-schema.ts';
import { type TranslationValues, translationValues } from '#web/components/form/translation-values.ts';

export type CategoryFormValues = Omit<CategoryInputParsed, 'sort_order' | 'translations'> & {
  sort_order: string;
  translations: TranslationValues<(typeof CATEGORY_TRANSLATED_FIELDS)[number]>;
};

export function categoryFormValues(category: AdminCategory | undefined): CategoryFormValues {
  return {
    name: category?.name ?? '',
    description: category?.description ?? '',
    icon: category?.icon ?? DEFAULT_CATEGORY_ICON,
    image_url: category?.image_url ?? null,
    sort_order: String(category?.sort_order ?? 0),
    is_active: category?.is_active ?? true,
    time_windows: category?.time_windows ?? [],
    translations: translationValues(category?.translations, CATEGORY_TRANSLATED_FIELDS),
  };
}

export const categoryFormSchema = formSchema(
  (values: CategoryFormValues) => ({ ...values, sort_order: numberOrBlank(values.sort_order) }),
  categoryInputSchema,
);
