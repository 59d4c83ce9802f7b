// The item form's values (what its inputs hold) and its schema: the API's own itemInputSchema
// behind the conversion of the number inputs' text, so the form shows the server's messages.
import { type AdminItem, type ItemInputParsed, itemInputSchema } from '#shared/api/admin-catalog.ts';
import { DEFAULT_UNIT } from '#shared/catalog/units.ts';
import { ITEM_TRANSLATED_FIELDS } from '#shared/i18n/translated-fields.ts';
import { formSchema, numberOrBlank } from '#web/components/form/form-schema.ts';
import { type TranslationValues, translationValues } from '#web/components/form/translation-values.ts';
import { searchWordsOf, searchWordsText } from './search-words.ts';

type NumberKey = 'price' | 'original_price' | 'rating' | 'sort_order';
export type ItemFormValues = Omit<ItemInputParsed, NumberKey | 'search_aliases' | 'translations'> &
  Record<NumberKey, string> & {
    /** The search words in one box, separated by commas. */
    search_aliases: string;
    translations: TranslationValues<(typeof ITEM_TRANSLATED_FIELDS)[number]>;
  };

export function itemFormValues(item: AdminItem | undefined): ItemFormValues {
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    price: item ? String(item.price) : '',
    original_price: item?.original_price != null ? String(item.original_price) : '',
    category_id: item?.category_id ?? '',
    unit: item?.unit ?? DEFAULT_UNIT,
    brand: item?.brand ?? '',
    rating: item ? String(item.rating) : '',
    in_stock: item?.in_stock ?? true,
    is_featured: item?.is_featured ?? false,
    is_active: item?.is_active ?? true,
    sort_order: item ? String(item.sort_order) : '0',
    image_url: item?.image_url ?? null,
    search_aliases: searchWordsText(item?.search_aliases ?? []),
    time_windows: item?.time_windows ?? [],
    translations: translationValues(item?.translations, ITEM_TRANSLATED_FIELDS),
  };
}

// Blank numbers are "not given": price then reads as missing ('Price must be greater than 0'),
// original price as none, rating and sort order as the schema's default 0.
export const itemFormSchema = formSchema(
  (values: ItemFormValues) => ({
    ...values,
    price: numberOrBlank(values.price),
    original_price: numberOrBlank(values.original_price) ?? null,
    rating: numberOrBlank(values.rating),
    sort_order: numberOrBlank(values.sort_order),
    search_aliases: searchWordsOf(values.search_aliases),
  }),
  itemInputSchema,
);
