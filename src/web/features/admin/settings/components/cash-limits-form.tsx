// The caps on orders paid at the door (docs/product.md#cart-and-order-limits): managers set the
// most an order paid in cash, by card or UPI at the door may come to, and a lower cap for a
// customer's first orders. Orders paid online have no cap: the money is there first.
import type { PublicSettings } from '#shared/api/settings.ts';
import { type CashLimits, cashLimitsSchema } from '#shared/cash-limits.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { useSaveCashLimits } from '../api/save-cash-limits.ts';
import { SettingsSection } from './settings-section.tsx';

const WHOLE = { type: 'number', min: 0, step: 1, inputMode: 'numeric', autoComplete: 'off' } as const;

export function CashLimitsForm({ settings }: { settings: PublicSettings }) {
  const save = useSaveCashLimits();
  const { form, handleSave } = useSchemaForm<CashLimits, CashLimits>(cashLimitsSchema, settings.cashLimits);
  const number = (name: keyof CashLimits) => ({
    ...WHOLE,
    ...form.register(name, { valueAsNumber: true }),
    error: form.getFieldState(name, form.formState).error?.message,
  });
  const submit = handleSave('Save failed', async (body) => {
    form.reset((await save.mutateAsync(body)).cashLimits);
  });
  return (
    <SettingsSection
      title="Orders paid at the door"
      intro="The most an order paid in cash, by card or by UPI at the door may come to. A customer over it is asked to pay online or remove some items."
      onSubmit={submit}
      saving={save.isPending}
      savedText={save.isSuccess && !form.formState.isDirty ? 'Limits saved' : undefined}
      message={form.formState.errors.root?.message}
      submitLabel="Save limits"
    >
      <TextField label="Most for an order (₹)" {...number('maxOrder')} />
      <TextField label="Most for a new customer's order (₹)" {...number('newCustomerMaxOrder')} />
      <TextField
        label="Delivered orders before a customer is no longer new"
        hint="0 gives every customer the same cap."
        {...number('newCustomerOrders')}
      />
    </SettingsSection>
  );
}
