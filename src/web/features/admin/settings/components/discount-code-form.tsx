// Add / edit a discount code; the shared schema gives the same messages the server sends.
import type { ChangeEvent } from 'react';
import type { DiscountCode } from '#shared/api/discounts.ts';
import { CheckboxField } from '#web/components/form/checkbox-field.tsx';
import { FormModal } from '#web/components/form/form-modal.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { useCreateDiscountCode } from '../api/create-discount-code.ts';
import { useUpdateDiscountCode } from '../api/update-discount-code.ts';
import { discountFormSchema, draftOf } from '../lib/discount-draft.ts';

const WHOLE = { type: 'number', min: 0, inputMode: 'numeric', autoComplete: 'off' } as const;
const RUPEES = { type: 'number', min: 0, step: 'any', inputMode: 'decimal', autoComplete: 'off' } as const;
const COUNT = { ...WHOLE, hint: 'Leave blank for unlimited.' } as const;
const TIME = { type: 'datetime-local', hint: 'Optional; your local time.' } as const;

export function DiscountCodeForm({ code, onClose }: { code?: DiscountCode; onClose: () => void }) {
  const create = useCreateDiscountCode();
  const update = useUpdateDiscountCode();
  const { form, field, handleSave } = useSchemaForm(discountFormSchema, draftOf(code));
  const percent = form.watch('kind') === 'percent';

  const submit = handleSave('Save failed', async (body) => {
    if (code) await update.mutateAsync({ id: code.id, body });
    else await create.mutateAsync(body);
    onClose();
  });

  // Codes are upper case; the box shows them so as they are typed.
  const codeField = field('code');
  const upperCase = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = event.target.value.toUpperCase();
    return codeField.onChange(event);
  };

  return (
    <FormModal
      title={code ? `Edit ${code.code}` : 'New discount code'}
      onClose={onClose}
      onSubmit={submit}
      busyLabel={create.isPending || update.isPending ? 'Saving...' : undefined}
      message={form.formState.errors.root?.message}
    >
      <TextField
        label="Code"
        hint="3 to 20 letters or digits; customers type it at checkout."
        autoCapitalize="characters"
        autoComplete="off"
        {...codeField}
        onChange={upperCase}
      />
      <SelectField label="Kind" {...field('kind')}>
        <option value="percent">Percent off</option>
        <option value="flat">Flat amount (₹)</option>
      </SelectField>
      <TextField
        label={percent ? 'Percent' : 'Amount (₹)'}
        {...(percent ? WHOLE : RUPEES)}
        {...field('value')}
      />
      <TextField label="Minimum order (₹)" {...RUPEES} {...field('minOrder')} />
      <TextField label="Maximum total uses" {...COUNT} {...field('maxUses')} />
      <TextField label="Uses per customer" {...COUNT} {...field('usesPerCustomer')} />
      <TextField label="Starts" {...TIME} {...field('startsAt')} />
      <TextField label="Ends" {...TIME} {...field('endsAt')} />
      <TextField
        label="Description"
        className="sm:col-span-2"
        hint="Optional; a note for the team."
        autoComplete="off"
        {...field('description')}
      />
      <CheckboxField label="First order only" {...form.register('firstOrderOnly')} />
      <CheckboxField label="Active" {...form.register('isActive')} />
    </FormModal>
  );
}
