// The option group form's options, in the order customers see them: name, extra price, default
// and available, with Move up / Move down and Remove per row. Each box's label names its row for
// screen readers ('Option name, option 2'); the rules about the whole list ('Add at least one
// option', 'Two options have the same name') show under it.
import { useFieldArray } from 'react-hook-form';
import { OPTION_LIMITS } from '#shared/catalog/item-options.ts';
import { TRANSLATED_LANGUAGES } from '#shared/i18n/languages.ts';
import { CheckboxField } from '#web/components/form/checkbox-field.tsx';
import { FieldError } from '#web/components/form/field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { BLANK_SHOWS_ENGLISH, IN_ENGLISH } from '#web/components/form/translated-fields.tsx';
import { AddRowButton } from '#web/components/ui/add-button.tsx';
import { RemoveRowButton } from '#web/components/ui/remove-row-button.tsx';
import type { OptionGroupForm } from '../lib/option-group-form-schema.ts';
import { blankOptionRow } from '../lib/option-group-form-schema.ts';
import { MoveButtons } from './move-buttons.tsx';

const RUPEES = { type: 'number', step: '0.01', min: '0', inputMode: 'decimal', autoComplete: 'off' } as const;
const MOVE_BUTTON =
  'flex h-10 w-10 shrink-0 items-center justify-center rounded-lg border border-stone-300 text-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700 aria-disabled:opacity-40';

type Props = Pick<OptionGroupForm, 'form' | 'field'>;

/** A list's own message, kept by react-hook-form as the list's `root` or its `message`. */
function listMessage(error: { message?: string; root?: { message?: string } } | undefined) {
  return error?.root?.message ?? error?.message;
}

function RowLabel({ text, which }: { text: string; which: string }) {
  return (
    <>
      {text}
      <span className="sr-only">, {which}</span>
    </>
  );
}

export function OptionRows({ form, field }: Props) {
  const rows = useFieldArray({ control: form.control, name: 'options' });
  const names = form.watch('options').map((o) => o.name.trim());
  const message = listMessage(form.getFieldState('options', form.formState).error);
  const last = rows.fields.length - 1;
  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className="font-semibold">Options</legend>
      <p className="text-sm text-stone-700">
        In the order customers see them. Extra price is added to the item's price; 0 for none.{' '}
        {BLANK_SHOWS_ENGLISH}
      </p>
      <ol className="space-y-3">
        {rows.fields.map((row, index) => {
          const which = `option ${index + 1}`;
          const called = names[index] || which;
          return (
            <li key={row.id} className="space-y-2 rounded-xl border border-stone-200 bg-stone-50 p-3">
              <div className="grid grid-cols-[1fr_8.5rem] items-start gap-2">
                <TextField
                  label={<RowLabel text="Option name" which={which} />}
                  maxLength={OPTION_LIMITS.optionNameMax}
                  autoComplete="off"
                  {...field(`options.${index}.name`)}
                />
                <TextField
                  label={<RowLabel text="Extra price (₹)" which={which} />}
                  {...RUPEES}
                  {...field(`options.${index}.price_delta`)}
                />
              </div>
              <div className="grid gap-2 sm:grid-cols-2">
                {TRANSLATED_LANGUAGES.map((lang) => (
                  <TextField
                    key={lang}
                    label={<RowLabel text={`Option name in ${IN_ENGLISH[lang]}`} which={which} />}
                    lang={lang}
                    placeholder={names[index]}
                    maxLength={OPTION_LIMITS.optionNameMax}
                    autoComplete="off"
                    {...field(`options.${index}.translations.${lang}.name`)}
                  />
                ))}
              </div>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                <CheckboxField
                  label={<RowLabel text="Default" which={which} />}
                  {...form.register(`options.${index}.is_default`)}
                />
                <CheckboxField
                  label={<RowLabel text="Available" which={which} />}
                  {...form.register(`options.${index}.is_available`)}
                />
                <div className="ml-auto flex gap-2">
                  <MoveButtons
                    name={called}
                    index={index}
                    last={last}
                    onMove={(by) => {
                      if (index + by >= 0 && index + by <= last) rows.move(index, index + by);
                    }}
                    className={MOVE_BUTTON}
                  />
                  <RemoveRowButton label={`Remove ${called}`} onClick={() => rows.remove(index)} />
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <FieldError message={message} />
      {rows.fields.length < OPTION_LIMITS.optionsPerGroup && (
        <AddRowButton label="Add option" onClick={() => rows.append(blankOptionRow())} />
      )}
    </fieldset>
  );
}
