// Days the shop is closed whatever the weekly hours say: a date in the shop's time zone and an
// optional note for the team. Days gone by drop off the list by themselves.
import { useFieldArray } from 'react-hook-form';
import { todayIn } from '#shared/analytics-range.ts';
import { MAX_HOLIDAY_NOTE } from '#shared/shop-hours/hours-messages.ts';
import { isKnownTimeZone } from '#shared/shop-hours/time-zone.ts';
import { FieldError } from '#web/components/form/field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { AddRowButton } from '#web/components/ui/add-button.tsx';
import { RemoveRowButton } from '#web/components/ui/remove-row-button.tsx';
import type { HoursForm } from '../lib/hours-draft.ts';
import { listMessage } from '../lib/list-message.ts';
import { RowLabel } from './fee-slab-rows.tsx';

export function HolidayRows({ form, field }: Pick<HoursForm, 'form' | 'field'>) {
  const holidays = useFieldArray({ control: form.control, name: 'holidays' });
  const timeZone = form.watch('timeZone');
  // The date picker starts at today in the shop's zone; the schema refuses earlier days anyway.
  const today = isKnownTimeZone(timeZone) ? todayIn(timeZone) : undefined;
  const message = listMessage(form.getFieldState('holidays', form.formState).error);
  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className="font-semibold">Holidays</legend>
      <p className="text-sm text-stone-700">Closed all day on these dates, whatever the weekly hours say.</p>
      {holidays.fields.length === 0 && <p className="text-sm text-stone-700">No holidays planned.</p>}
      <ol className="space-y-2">
        {holidays.fields.map((holiday, index) => {
          const which = `holiday ${index + 1}`;
          return (
            <li key={holiday.id} className="grid grid-cols-[minmax(0,10rem)_1fr_auto] items-start gap-2">
              <TextField
                label={<RowLabel text="Date" which={which} />}
                type="date"
                min={today}
                {...field(`holidays.${index}.date`)}
              />
              <TextField
                label={<RowLabel text="Note" which={which} />}
                maxLength={MAX_HOLIDAY_NOTE}
                autoComplete="off"
                {...field(`holidays.${index}.note`)}
              />
              <div className="pt-6">
                <RemoveRowButton label={`Remove ${which}`} onClick={() => holidays.remove(index)} />
              </div>
            </li>
          );
        })}
      </ol>
      <FieldError message={message} />
      <AddRowButton label="Add holiday" onClick={() => holidays.append({ date: '', note: '' })} />
    </fieldset>
  );
}
