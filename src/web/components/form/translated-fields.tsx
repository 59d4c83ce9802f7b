// A record's texts in English, Hindi and Marathi side by side (docs/product.md#languages): a column
// per language on a wide screen, one language after another on a phone. Each translation box has
// its own label ('Name in Hindi'), `lang` set for screen readers and fonts, and the English as its
// placeholder; the group's hint says a blank box shows the English.
import { type ComponentProps, type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LANGUAGE_NAMES, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '#shared/i18n/languages.ts';
import { TextAreaField } from './text-area-field.tsx';
import { TextField } from './text-field.tsx';

export type TranslatedField<F extends string> = {
  name: F;
  /** The English label ('Name'); a translation's reads 'Name in Hindi'. */
  label: string;
  /** Lines of a text area; absent for a one-line box. */
  rows?: number;
  maxLength?: number;
};

/** What a translation box takes from the form: its registration and its message. */
type BoxProps = UseFormRegisterReturn & { error?: string };

/** Each translated language named in English, for labels ('Name in Hindi'). */
export const IN_ENGLISH: Record<TranslatedLanguage, string> = { hi: 'Hindi', mr: 'Marathi' };
export const BLANK_SHOWS_ENGLISH = 'Hindi or Marathi left blank shows the English to customers.';

type Props<F extends string> = {
  legend: string;
  fields: readonly TranslatedField<F>[];
  /** The English column: the form's own fields; absent, the English text shown read-only. */
  english?: ReactNode;
  /** The English as it reads now: each translation box's placeholder. */
  englishText: (name: F) => string;
  box: (lang: TranslatedLanguage, name: F) => BoxProps;
  className?: string;
};

function ColumnHeading({ lang }: { lang: TranslatedLanguage | 'en' }) {
  if (lang === 'en') return <p className="text-sm font-bold text-stone-700">English</p>;
  return (
    <p className="text-sm font-bold text-stone-700">
      <span lang={lang}>{LANGUAGE_NAMES[lang]}</span> · {IN_ENGLISH[lang]}
    </p>
  );
}

/** One box of a field: a text area when the field takes lines. */
function TextBox<F extends string>({
  field: { rows, maxLength },
  ...props
}: { field: TranslatedField<F>; label: string } & Omit<ComponentProps<'input'>, 'className' | 'id'> & {
    error?: string;
  }) {
  const shared = { ...props, maxLength } as ComponentProps<typeof TextField>;
  return rows ? (
    <TextAreaField rows={rows} {...(shared as ComponentProps<typeof TextAreaField>)} />
  ) : (
    <TextField {...shared} />
  );
}

export function TranslatedFields<F extends string>({
  legend,
  fields,
  english,
  englishText,
  box,
  className = '',
}: Props<F>) {
  const hintId = useId();
  return (
    <fieldset className={`min-w-0 ${className}`} aria-describedby={hintId}>
      <legend className="font-semibold">{legend}</legend>
      <p id={hintId} className="text-xs text-stone-600">
        {BLANK_SHOWS_ENGLISH}
      </p>
      <div className="mt-2 grid gap-4 lg:grid-cols-3">
        <div className="space-y-3">
          <ColumnHeading lang="en" />
          {english ??
            fields.map((field) => (
              <TextBox
                key={field.name}
                field={field}
                label={`${field.label} in English`}
                value={englishText(field.name)}
                readOnly
              />
            ))}
        </div>
        {TRANSLATED_LANGUAGES.map((lang) => (
          <div key={lang} className="space-y-3">
            <ColumnHeading lang={lang} />
            {fields.map((field) => (
              <TextBox
                key={field.name}
                field={field}
                label={`${field.label} in ${IN_ENGLISH[lang]}`}
                lang={lang}
                placeholder={englishText(field.name)}
                autoComplete="off"
                {...box(lang, field.name)}
              />
            ))}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
