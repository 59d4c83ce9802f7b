import type { PublicSettings } from '#shared/api/settings.ts';
import { WEEKDAYS } from '#shared/shop-hours/clock-time.ts';
import { LATEST_CLOSE_AFTER_MIDNIGHT } from '#shared/shop-hours/hours-messages.ts';
import { SelectField } from '#web/components/form/select-field.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { useClock } from '#web/features/admin/layout/hooks/use-clock.ts';
import { useSaveHours } from '../api/save-hours.ts';
import { hoursDraft, hoursFormSchema, timeZoneChoices } from '../lib/hours-draft.ts';
import { shopStateText } from '../lib/shop-state-text.ts';
import { HolidayRows } from './holiday-rows.tsx';
import { SettingsSection } from './settings-section.tsx';
import { WeekdayShifts } from './weekday-shifts.tsx';

/** '06:00' as the time boxes show it. */
const LATEST_CLOSE = `${Number(LATEST_CLOSE_AFTER_MIDNIGHT.slice(0, 2))}:${LATEST_CLOSE_AFTER_MIDNIGHT.slice(3)} AM`;

/** Monday first, as the week is read here; WEEKDAYS is in Date.getDay()'s order. */
const WEEK = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

export function OpeningHoursForm({ settings }: { settings: PublicSettings }) {
  const save = useSaveHours();
  const now = useClock();
  const { form, field, handleSave } = useSchemaForm(hoursFormSchema, hoursDraft(settings.hours));

  const submit = handleSave('Save failed', async (body) => {
    form.reset(hoursDraft((await save.mutateAsync(body)).hours));
  });

  return (
    <SettingsSection
      title="Opening hours"
      intro={
        <>
          <p>
            <span className="font-semibold">Customers see now:</span> {shopStateText(settings, now)}
          </p>
          <p className="mt-1">
            Orders are taken only during a shift. A shift closing at 12:00 AM (00:00) runs to midnight, so
            12:00 AM to 12:00 AM is open all day; one closing earlier than it opens runs past midnight (until{' '}
            {LATEST_CLOSE} at the latest).
          </p>
        </>
      }
      onSubmit={submit}
      saving={save.isPending}
      savedText={save.isSuccess && !form.formState.isDirty ? 'Opening hours saved' : undefined}
      message={form.formState.errors.root?.message}
      submitLabel="Save opening hours"
    >
      <div className="space-y-3 sm:col-span-2">
        {WEEK.map((day) => (
          <WeekdayShifts key={day} day={day} form={form} field={field} />
        ))}
      </div>
      <HolidayRows form={form} field={field} />
      <SelectField
        label="Time zone"
        hint="The shop's clock: shifts and holidays are read in it."
        {...field('timeZone')}
      >
        {timeZoneChoices(settings.hours.timeZone).map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </SelectField>
    </SettingsSection>
  );
}
