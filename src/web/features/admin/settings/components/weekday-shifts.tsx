// One weekday's shifts: opening and closing times, added and removed one by one. No shift means
// the shop is closed that day.
import { useFieldArray } from 'react-hook-form';
import { WEEKDAY_LABELS, type Weekday } from '#shared/shop-hours/clock-time.ts';
import { FieldError } from '#web/components/form/field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { AddRowButton } from '#web/components/ui/add-button.tsx';
import { RemoveRowButton } from '#web/components/ui/remove-row-button.tsx';
import type { HoursForm } from '../lib/hours-draft.ts';
import { listMessage } from '../lib/list-message.ts';
import { RowLabel } from './fee-slab-rows.tsx';

/** What a new shift starts as: the usual chai-shop morning, for the owner to change. */
const NEW_SHIFT = { opens: '07:00', closes: '11:00' };

export function WeekdayShifts({ day, form, field }: { day: Weekday } & Pick<HoursForm, 'form' | 'field'>) {
  const shifts = useFieldArray({ control: form.control, name: `schedule.${day}` });
  const label = WEEKDAY_LABELS[day];
  const typed = form.watch(`schedule.${day}`);
  const dayMessage = listMessage(form.getFieldState(`schedule.${day}`, form.formState).error);
  return (
    <fieldset className="grid gap-2 border-t border-stone-100 pt-3 sm:grid-cols-[7rem_1fr]">
      <legend className="float-left font-semibold sm:pt-7">{label}</legend>
      <div className="space-y-2 sm:col-start-2">
        {shifts.fields.length === 0 && <p className="text-sm font-semibold text-stone-700">Closed</p>}
        {shifts.fields.map((shift, index) => {
          const which = `${label} shift ${index + 1}`;
          const shiftMessage = form.getFieldState(`schedule.${day}.${index}`, form.formState).error?.message;
          return (
            <div key={shift.id}>
              <div className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
                <TextField
                  label={<RowLabel text="Opens" which={which} />}
                  type="time"
                  {...field(`schedule.${day}.${index}.opens`)}
                />
                <TextField
                  label={<RowLabel text="Closes" which={which} />}
                  type="time"
                  {...field(`schedule.${day}.${index}.closes`)}
                />
                <div className="pt-6">
                  <RemoveRowButton label={`Remove ${which}`} onClick={() => shifts.remove(index)} />
                </div>
              </div>
              {typed[index]?.opens === '00:00' && typed[index]?.closes === '00:00' && (
                <p className="mt-1 text-xs text-stone-600">Open all day</p>
              )}
              <FieldError message={shiftMessage} />
            </div>
          );
        })}
        <FieldError message={dayMessage} />
        <AddRowButton
          label={
            <>
              Add shift<span className="sr-only"> on {label}</span>
            </>
          }
          onClick={() => shifts.append({ ...NEW_SHIFT })}
        />
      </div>
    </fieldset>
  );
}
