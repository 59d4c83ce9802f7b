// The option group form's values (what its inputs hold) and its schema: the API's own
// optionGroupInputSchema behind the conversion of the number inputs' text, so the form shows the
// server's messages (OPTION_GROUP_MESSAGES) on the same fields, option rows included
// ('options.2.price_delta').

import type { OptionGroupInputParsed } from '#shared/api/option-groups.ts';
import {
  type AdminOptionGroup,
  type OptionGroupInput,
  optionGroupInputSchema,
} from '#shared/api/option-groups.ts';
import type { OptionSelection } from '#shared/catalog/item-options.ts';
import { NAME_TRANSLATED_FIELDS, type NameTranslations } from '#shared/i18n/translated-fields.ts';
import { formSchema, numberOrBlank } from '#web/components/form/form-schema.ts';
import { type TranslationValues, translationValues } from '#web/components/form/translation-values.ts';
import type { useSchemaForm } from '#web/components/form/use-schema-form.ts';

type NameTranslationValues = TranslationValues<(typeof NAME_TRANSLATED_FIELDS)[number]>;
const nameTranslations = (doc?: NameTranslations) => translationValues(doc, NAME_TRANSLATED_FIELDS);

export type OptionRowValues = {
  /** The stored option's id ('' for a new row). Not `id`: react-hook-form's row lists own that key. */
  optionId: string;
  name: string;
  price_delta: string;
  is_default: boolean;
  is_available: boolean;
  /** The option's Hindi and Marathi names (blank: the English shows). */
  translations: NameTranslationValues;
};

export type OptionGroupFormValues = {
  name: string;
  selection: OptionSelection;
  required: boolean;
  min_choices: string;
  max_choices: string;
  sort_order: string;
  translations: NameTranslationValues;
  options: OptionRowValues[];
};

export const blankOptionRow = (): OptionRowValues => ({
  optionId: '',
  name: '',
  price_delta: '0',
  is_default: false,
  is_available: true,
  translations: nameTranslations(),
});

export function optionGroupFormValues(group: AdminOptionGroup | undefined): OptionGroupFormValues {
  if (!group)
    return {
      name: '',
      selection: 'single',
      required: true,
      min_choices: '1',
      max_choices: '1',
      sort_order: '0',
      translations: nameTranslations(),
      options: [blankOptionRow(), blankOptionRow()],
    };
  return {
    name: group.name,
    selection: group.selection,
    required: group.required,
    min_choices: String(group.min_choices),
    max_choices: String(group.max_choices),
    sort_order: String(group.sort_order),
    translations: nameTranslations(group.translations),
    options: group.options.map((o) => ({
      optionId: o.id,
      name: o.name,
      price_delta: String(o.price_delta),
      is_default: o.is_default,
      is_available: o.is_available,
      translations: nameTranslations(o.translations),
    })),
  };
}

/** A required number box: blank stays NaN, which the schema refuses in its own words. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Converts only; every row is kept, blanks included, so a message's row index is the row's own. */
export function optionGroupBody(values: OptionGroupFormValues): OptionGroupInput {
  return {
    name: values.name,
    selection: values.selection,
    required: values.required,
    min_choices: numberOf(values.min_choices),
    max_choices: numberOf(values.max_choices),
    sort_order: numberOrBlank(values.sort_order),
    translations: values.translations,
    options: values.options.map((row) => ({
      ...(row.optionId ? { id: row.optionId } : {}),
      name: row.name,
      price_delta: numberOrBlank(row.price_delta),
      is_default: row.is_default,
      is_available: row.is_available,
      translations: row.translations,
    })),
  };
}

export const optionGroupFormSchema = formSchema(optionGroupBody, optionGroupInputSchema);

/**
 * The choice counts that follow from the kind of group, so the person rarely meets the rules'
 * messages: a single-choice group allows exactly 1 (its minimum is 1 when required, else 0); a
 * multiple-choice group that is not required has a minimum of 0, and a required one at least 1.
 */
export function fittedCounts(
  values: Pick<OptionGroupFormValues, 'selection' | 'required' | 'min_choices' | 'max_choices'>,
): { min_choices: string; max_choices: string } {
  if (values.selection === 'single') return { min_choices: values.required ? '1' : '0', max_choices: '1' };
  const min = Number(values.min_choices);
  if (!values.required) return { min_choices: '0', max_choices: values.max_choices };
  return {
    min_choices: values.min_choices.trim() === '' || min < 1 ? '1' : values.min_choices,
    max_choices: values.max_choices,
  };
}

/** The form's handle as the form's parts take it (its rows, its fields). */
export type OptionGroupForm = ReturnType<typeof useSchemaForm<OptionGroupFormValues, OptionGroupInputParsed>>;
