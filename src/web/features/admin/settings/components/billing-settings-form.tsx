// 'Bills and tax' (docs/product.md#bills-and-kitchen-tickets), admins only: the legal name, address,
// GSTIN and FSSAI number every bill prints, how the shop is registered for GST, whether bill
// totals are rounded to the rupee (docs/product.md#round-off), the bill numbers' prefix, and the shop's UPI ID that the board's QR for UPI at the door pays
// (docs/product.md#online-payments). Orders keep the terms they were placed under, so a change here
// alters only orders placed after it.
import { type RoundOffMode, TAX_REGIMES, type TaxRegime } from '#shared/billing/tax.ts';
import { CheckboxField } from '#web/components/form/checkbox-field.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextAreaField } from '#web/components/form/text-area-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { useBillingSettings } from '../api/get-billing-settings.ts';
import { useSaveBillingSettings } from '../api/save-billing-settings.ts';
import {
  type BillingDraft,
  billingDraft,
  billingFormSchema,
  billNumberExample,
  rateSplitText,
} from '../lib/billing-draft.ts';
import { SettingsSection } from './settings-section.tsx';

const WIDE = 'sm:col-span-2';

const REGIME_LABELS: Record<TaxRegime, string> = {
  unregistered: 'Not registered for GST',
  regular: 'Regular GST',
  composition: 'Composition scheme',
};

const REGIME_HINTS: Record<TaxRegime, string> = {
  unregistered: 'No GST is charged; bills are receipts.',
  regular: 'GST is charged and shown on each bill as CGST and SGST (a Tax Invoice).',
  composition: "No GST is collected from customers; bills say 'Bill of Supply'.",
};

/** The default first. */
const ROUND_OFF_CHOICES: readonly RoundOffMode[] = ['rupee', 'none'];

const ROUND_OFF_LABELS: Record<RoundOffMode, string> = {
  rupee: 'To the nearest rupee',
  none: 'None',
};

const ROUND_OFF_HINTS: Record<RoundOffMode, string> = {
  rupee:
    "Totals in paise are rounded to the rupee (50 paise and up go up) with a 'Round off' line on the bill, so cash due can be collected exactly. The GST itself is not rounded.",
  none: 'Bills total to the paisa, as the prices and the GST come to.',
};

export function BillingSettingsSection() {
  const current = useBillingSettings();
  if (current.isError)
    return (
      <p role="alert" className="text-red-800">
        Failed to load the bills and tax settings
      </p>
    );
  return current.data ? <BillingSettingsForm values={billingDraft(current.data.billing)} /> : null;
}

function BillingSettingsForm({ values }: { values: BillingDraft }) {
  const save = useSaveBillingSettings();
  const { form, field, handleSave } = useSchemaForm(billingFormSchema, values);
  const regime = form.watch('regime');
  const split = rateSplitText(form.watch('ratePercent'));

  const submit = handleSave('Save failed', async (body) => {
    // The form shows what was stored (GSTIN in capitals, spaces dropped).
    form.reset(billingDraft((await save.mutateAsync(body)).billing));
  });

  return (
    <SettingsSection
      title="Bills and tax"
      intro="Printed on every bill. Without them the shop still takes orders and customers get a plain receipt. New settings apply to orders placed after saving; bills of earlier orders never change. Ask the shop's accountant to confirm the GST details."
      onSubmit={submit}
      saving={save.isPending}
      savedText={save.isSuccess && !form.formState.isDirty ? 'Bills and tax saved' : undefined}
      message={form.formState.errors.root?.message}
      submitLabel="Save bills and tax"
    >
      <TextField
        label="Legal name"
        className={WIDE}
        autoComplete="organization"
        hint="The name the business is registered under."
        {...field('legalName')}
      />
      <TextAreaField label="Registered address" className={WIDE} rows={3} {...field('address')} />
      <TextField
        label="FSSAI licence number"
        inputMode="numeric"
        hint="14 digits, printed on every bill."
        {...field('fssai')}
      />
      <SelectField label="Tax regime" hint={REGIME_HINTS[regime]} {...field('regime')}>
        {TAX_REGIMES.map((value) => (
          <option key={value} value={value}>
            {REGIME_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="GSTIN"
        autoCapitalize="characters"
        spellCheck={false}
        hint={
          regime === 'unregistered'
            ? '15 characters. Leave empty when not registered.'
            : '15 characters, for example 27AAPFU0939F1ZV.'
        }
        {...field('gstin')}
      />
      {regime === 'regular' && (
        <>
          <TextField
            label="GST rate (%)"
            inputMode="decimal"
            hint={split ?? 'Restaurant service is normally 5%.'}
            {...field('ratePercent')}
          />
          <div className={WIDE}>
            <CheckboxField label="Menu prices include GST" {...form.register('pricesIncludeTax')} />
            <p className="text-xs text-stone-600">
              {form.watch('pricesIncludeTax')
                ? 'Customers pay the menu price; the bill shows the GST inside it.'
                : 'GST is added on top of the menu prices at checkout.'}
            </p>
          </div>
        </>
      )}
      <SelectField
        label="Round off bill totals"
        hint={ROUND_OFF_HINTS[form.watch('roundOff')]}
        {...field('roundOff')}
      >
        {ROUND_OFF_CHOICES.map((value) => (
          <option key={value} value={value}>
            {ROUND_OFF_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Bill number prefix"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={3}
        hint={`1 to 3 capital letters or digits. The first bill this year: ${billNumberExample(form.watch('billPrefix'))}`}
        {...field('billPrefix')}
      />
      <TextField
        label="UPI ID for payments at the door"
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
        hint="The QR the rider or the counter shows for a UPI order pays this ID, for example chaiexpress@okicici. Leave empty to show no QR."
        {...field('upiVpa')}
      />
    </SettingsSection>
  );
}
