// "Delivery riders" (docs/product.md#sending-an-order-with-a-rider): whether a packed order goes
// by itself with the rider who has waited longest at the shop, and whom the customer's Call button
// rings, the rider or the shop (for shops that keep riders' numbers private).
import { useId } from 'react';
import { type DispatchSettings, dispatchSettingsSchema } from '#shared/dispatch/dispatch-settings.ts';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useDispatchSettings, useSaveDispatchSettings } from '../api/dispatch-settings.ts';
import { SettingsSection } from './settings-section.tsx';

const CALLS: { value: DispatchSettings['customerCalls']; label: string }[] = [
  { value: 'rider', label: "The rider's phone" },
  { value: 'shop', label: "The shop's number" },
];

function DispatchFields({ saved }: { saved: DispatchSettings }) {
  const save = useSaveDispatchSettings();
  const { form, handleSave } = useSchemaForm<DispatchSettings, DispatchSettings>(
    dispatchSettingsSchema,
    saved,
  );
  const submit = handleSave('Save failed', async (body) => {
    form.reset(await save.mutateAsync(body));
  });
  const autoAssign = form.watch('autoAssign');
  const hintId = useId();
  return (
    <SettingsSection
      title="Delivery riders"
      intro="How packed delivery orders go out with the shop's riders."
      onSubmit={submit}
      saving={save.isPending}
      savedText={save.isSuccess && !form.formState.isDirty ? 'Rider settings saved' : undefined}
      message={form.formState.errors.root?.message}
      submitLabel="Save rider settings"
    >
      <div className="space-y-1 sm:col-span-2">
        <label className="inline-flex cursor-pointer items-center gap-3 font-semibold">
          <input
            type="checkbox"
            role="switch"
            aria-checked={autoAssign}
            aria-describedby={hintId}
            {...form.register('autoAssign')}
            className="relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-500 transition-colors before:absolute before:top-1 before:left-1 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-green-700 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          />
          <span>Auto-assign packed orders</span>
        </label>
        <p id={hintId} className="text-sm text-stone-700">
          When an order is packed it goes with the rider who has waited longest at the shop; staff can still
          change the rider.
        </p>
      </div>
      <fieldset className="space-y-1 sm:col-span-2">
        <legend className="font-semibold">Customers call</legend>
        {CALLS.map((call) => (
          <label key={call.value} className="flex items-center gap-2">
            <input type="radio" value={call.value} {...form.register('customerCalls')} />
            {call.label}
          </label>
        ))}
      </fieldset>
    </SettingsSection>
  );
}

export function DispatchSettingsForm() {
  const settings = useDispatchSettings();
  if (settings.isError)
    return <FormAlert message={failureMessage(settings.error, 'Failed to load the rider settings')} />;
  if (!settings.data) return null;
  return <DispatchFields saved={settings.data} />;
}
