// Orders for later today (docs/product.md#orders-for-later-today): whether checkout offers a time
// later today, how far ahead, how much notice the kitchen needs, and how many orders one
// 15-minute slot takes. Slots always keep to the opening hours.
import type { PublicSettings } from '#shared/api/settings.ts';
import {
  type LaterOrdersSettings,
  laterOrdersSettingsSchema,
  SLOT_MINUTES,
} from '#shared/stock-and-time/later-orders.ts';
import { CheckboxField } from '#web/components/form/checkbox-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { useSaveLaterOrders } from '../api/save-later-orders.ts';
import { SettingsSection } from './settings-section.tsx';

const WHOLE = { type: 'number', min: 0, step: 1, inputMode: 'numeric', autoComplete: 'off' } as const;

export function LaterOrdersForm({ settings }: { settings: PublicSettings }) {
  const save = useSaveLaterOrders();
  const { form, handleSave } = useSchemaForm<LaterOrdersSettings, LaterOrdersSettings>(
    laterOrdersSettingsSchema,
    settings.laterOrders,
  );
  const number = (name: Exclude<keyof LaterOrdersSettings, 'enabled'>) => ({
    ...WHOLE,
    ...form.register(name, { valueAsNumber: true }),
    error: form.getFieldState(name, form.formState).error?.message,
  });
  const submit = handleSave('Save failed', async (body) => {
    form.reset((await save.mutateAsync(body)).laterOrders);
  });
  return (
    <SettingsSection
      title="Orders for later today"
      intro={`Customers can choose a time later today, in ${SLOT_MINUTES}-minute slots within opening hours. A scheduled order is paid now and reaches the kitchen when the estimate says to start it.`}
      onSubmit={submit}
      saving={save.isPending}
      savedText={save.isSuccess && !form.formState.isDirty ? 'Saved' : undefined}
      message={form.formState.errors.root?.message}
      submitLabel="Save orders for later"
    >
      <CheckboxField label="Take orders for later today" {...form.register('enabled')} />
      <TextField label="How far ahead (minutes)" {...number('aheadMinutes')} />
      <TextField
        label="Notice the kitchen needs (minutes)"
        hint="The first time offered is at least this far from now."
        {...number('minNoticeMinutes')}
      />
      <TextField label="Orders per slot" {...number('perSlot')} />
    </SettingsSection>
  );
}
