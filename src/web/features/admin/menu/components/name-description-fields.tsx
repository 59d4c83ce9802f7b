// An item's or a category's name and description in English, Hindi and Marathi side by side
// (docs/product.md#languages): the English boxes are the form's own, required as before.
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { TranslatedLanguage } from '#shared/i18n/languages.ts';
import { TextAreaField } from '#web/components/form/text-area-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { TranslatedFields } from '#web/components/form/translated-fields.tsx';

type Name = 'name' | 'description';
type Path = Name | `translations.${TranslatedLanguage}.${Name}`;

type Props = {
  /** The English fields' limits, which their translations share (shared/api/translations.ts). */
  limits: Record<Name, number>;
  field: (path: Path) => UseFormRegisterReturn & { error?: string };
  /** The English as typed now. */
  english: (name: Name) => string | null | undefined;
};

export function NameDescriptionFields({ limits, field, english }: Props) {
  return (
    <TranslatedFields
      legend="Name and description"
      className="sm:col-span-2"
      fields={[
        { name: 'name', label: 'Name', maxLength: limits.name },
        { name: 'description', label: 'Description', rows: 2, maxLength: limits.description },
      ]}
      english={
        <>
          <TextField label="Name" {...field('name')} />
          <TextAreaField label="Description" rows={2} {...field('description')} />
        </>
      }
      englishText={(name) => english(name) ?? ''}
      box={(lang, name) => field(`translations.${lang}.${name}`)}
    />
  );
}
