// "Delivery estimate" (docs/product.md#the-promise): how the shop works out the time it shows
// customers (the kitchen's slots, the rider's speed over the straight line, the minutes at the
// door), and "Protect the promise" (docs/product.md#protecting-the-promise): past a threshold the
// shop adds busy minutes, takes pickup orders only, or pauses new orders by itself.
import { useId } from 'react';
import type { PromiseSettingsInput } from '#shared/api/promise.ts';
import { PROTECT_ACTION_LABELS, PROTECT_ACTIONS } from '#shared/promise/promise-settings.ts';
import { BUSY_EXTRA_MINUTES } from '#shared/shop-hours/hours-schema.ts';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { usePromiseSettings, useSavePromiseSettings } from '../api/promise-settings.ts';
import { type PromiseFormValues, promiseFormSchema, promiseFormValues } from '../lib/promise-draft.ts';
import { SettingsSection } from './settings-section.tsx';

const WHOLE = { type: 'number', step: 1, inputMode: 'numeric', autoComplete: 'off' } as const;

type NumberField = 'kitchenSlots' | 'riderSpeedKmh' | 'handoverMinutes' | 'protect.thresholdMinutes';

function PromiseFields({ saved }: { saved: PromiseSettingsInput }) {
  const save = useSavePromiseSettings();
  const { form, field, handleSave } = useSchemaForm<PromiseFormValues, PromiseSettingsInput>(
    promiseFormSchema,
    promiseFormValues(saved),
  );
  const number = (name: NumberField) => ({
    ...WHOLE,
    ...form.register(name, { valueAsNumber: true }),
    error: form.getFieldState(name, form.formState).error?.message,
  });
  const submit = handleSave('Save failed', async (body) => {
    form.reset(promiseFormValues(await save.mutateAsync(body)));
  });
  const protectOn = form.watch('protectOn');
  const action = form.watch('protect.action');
  const hintId = useId();
  const actionError = form.getFieldState('protect.action', form.formState).error?.message;
  return (
    <SettingsSection
      title="Delivery estimate"
      intro="How the shop works out the time customers see. 'Delivery in 8 minutes' stays while the estimate is within 8; past it customers see 'Delivery in about N minutes'."
      onSubmit={submit}
      saving={save.isPending}
      savedText={save.isSuccess && !form.formState.isDirty ? 'Estimate settings saved' : undefined}
      message={form.formState.errors.root?.message}
      submitLabel="Save estimate settings"
    >
      <TextField label="Orders the kitchen makes at once" min={1} max={20} {...number('kitchenSlots')} />
      <TextField
        label="Rider speed (km/h over the straight line)"
        hint="Slower than the scooter: roads are not straight."
        min={5}
        max={40}
        {...number('riderSpeedKmh')}
      />
      <TextField
        label="Minutes at the door"
        hint="Parking, stairs and the hand-over."
        min={0}
        max={15}
        {...number('handoverMinutes')}
      />
      <div className="space-y-1 sm:col-span-2">
        <label className="inline-flex cursor-pointer items-center gap-3 font-semibold">
          <input
            type="checkbox"
            role="switch"
            aria-checked={protectOn}
            aria-describedby={hintId}
            {...form.register('protectOn')}
            className="relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-500 transition-colors before:absolute before:top-1 before:left-1 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-green-700 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          />
          <span>Protect the promise</span>
        </label>
        <p id={hintId} className="text-sm text-stone-700">
          When the estimate reaches the threshold the shop acts by itself, and stops once the estimate is 5
          minutes under it (after at least 5 minutes on). The board shows it in a bar.
        </p>
      </div>
      {protectOn && (
        <>
          <TextField label="Threshold (minutes)" min={10} max={120} {...number('protect.thresholdMinutes')} />
          <fieldset
            className="space-y-1 sm:col-span-2"
            aria-describedby={actionError ? `${hintId}-action` : undefined}
          >
            <legend className="font-semibold">Past the threshold</legend>
            {PROTECT_ACTIONS.map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" value={value} {...form.register('protect.action')} />
                {PROTECT_ACTION_LABELS[value]}
              </label>
            ))}
            {actionError && (
              <p id={`${hintId}-action`} className="text-sm font-medium text-red-700">
                {actionError}
              </p>
            )}
          </fieldset>
          {action === 'busy' && (
            <SelectField label="Busy minutes added" {...field('protect.busyExtraMinutes')}>
              {BUSY_EXTRA_MINUTES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  +{minutes} minutes
                </option>
              ))}
            </SelectField>
          )}
        </>
      )}
    </SettingsSection>
  );
}

export function PromiseSettingsForm() {
  const settings = usePromiseSettings();
  if (settings.isError)
    return <FormAlert message={failureMessage(settings.error, 'Failed to load the estimate settings')} />;
  if (!settings.data) return null;
  return <PromiseFields saved={settings.data} />;
}
