// 'Accounting' on the month-end page, admins only (docs/product.md#tally-export): the SAC code the
// HSN summary reports, and the Tally company and ledgers the vouchers post to, named as the shop's
// accountant named them in Tally. Saved as one document; the exports read it when downloaded.

import { accountingSettingsSchema } from '#shared/api/month-end.ts';
import type { AccountingSettings } from '#shared/billing/accounting-settings.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { SettingsSection } from '#web/features/admin/settings/components/settings-section.tsx';
import { useAccountingSettings, useSaveAccountingSettings } from '../api/month-end.ts';

const LEDGERS: { name: keyof AccountingSettings; label: string; hint?: string }[] = [
  {
    name: 'salesLedger',
    label: 'Sales ledger',
    hint: "{rate} becomes the bill's GST rate: 'Sales @ {rate}%'.",
  },
  { name: 'cgstLedger', label: 'CGST ledger' },
  { name: 'sgstLedger', label: 'SGST ledger' },
  { name: 'roundOffLedger', label: 'Round off ledger' },
  { name: 'tipsLedger', label: 'Riders’ tips ledger', hint: 'Tips are owed to the riders, never sales.' },
  { name: 'cashLedger', label: 'Cash ledger' },
  { name: 'upiLedger', label: 'UPI ledger' },
  { name: 'cardLedger', label: 'Card ledger' },
  { name: 'onlineLedger', label: 'Online payments ledger' },
];

export function AccountingSection() {
  const current = useAccountingSettings();
  if (current.isError)
    return (
      <p role="alert" className="text-red-800">
        Failed to load the accounting settings
      </p>
    );
  return current.data ? <AccountingForm values={current.data.accounting} /> : null;
}

function AccountingForm({ values }: { values: AccountingSettings }) {
  const save = useSaveAccountingSettings();
  const { form, field, handleSave } = useSchemaForm(accountingSettingsSchema, values);
  const submit = handleSave('Save failed', async (body) => {
    form.reset((await save.mutateAsync(body)).accounting);
  });
  return (
    <SettingsSection
      title="Accounting"
      intro="The SAC code for the HSN summary and the names of the ledgers in Tally the vouchers post to. Use the names exactly as they are in the accountant's Tally company."
      onSubmit={submit}
      saving={save.isPending}
      savedText={save.isSuccess && !form.formState.isDirty ? 'Accounting saved' : undefined}
      message={form.formState.errors.root?.message}
      submitLabel="Save accounting"
    >
      <TextField
        label="SAC code"
        inputMode="numeric"
        hint="Restaurant service: 996331."
        {...field('sacCode')}
      />
      <TextField
        label="Tally company"
        hint="Leave empty to import into whichever company is open in Tally."
        {...field('tallyCompany')}
      />
      {LEDGERS.map((ledger) => (
        <TextField key={ledger.name} label={ledger.label} hint={ledger.hint} {...field(ledger.name)} />
      ))}
    </SettingsSection>
  );
}
