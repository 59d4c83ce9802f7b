// The category form's values and its schema: the API's categoryInputSchema behind the conversion
// of the sort order's text.
import {
  type AdminCategory,
  type CategoryInputParsed,
  categoryInputSchema,
  DEFAULT_CATEGORY_ICON,
} from '#shared/api/admin-catalog.ts';
import { formSchema, numberOrBlank } from '#web/components/form/form-schema.ts';

export type CategoryFormValues = Omit<CategoryInputParsed, 'sort_order'> & { sort_order: string };

export function categoryFormValues(category: AdminCategory | undefined): CategoryFormValues {
  return {
    name: category?.name ?? '',
    description: category?.description ?? '',
    icon: category?.icon ?? DEFAULT_CATEGORY_ICON,
    image_url: category?.image_url ?? null,
    sort_order: String(category?.sort_order ?? 0),
    is_active: category?.is_active ?? true,
    translations: category?.translations ?? {},
  };
}

export const categoryFormSchema = formSchema(
  (values: CategoryFormValues) => ({ ...values, sort_order: numberOrBlank(values.sort_order) }),
  categoryInputSchema,
);
