// A staff member's own PIN for switching user on a shop tablet (docs/product.md#shared-tablets):
// 4 to 6 digits, with the password typed again. The server refuses it in a session opened with a
// PIN; its words show in the form.
import { useState } from 'react';
import { setPinBodySchema } from '#shared/api/shop-tablets.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useMyPin, useSetMyPin } from '../api/my-pin.ts';

export function MyPinForm() {
  const status = useMyPin();
  const save = useSetMyPin();
  const { form, field, handleSave } = useSchemaForm(setPinBodySchema, { currentPassword: '', pin: '' });
  const { errors, isSubmitting } = form.formState;
  const [saved, setSaved] = useState(false);
  const hasPin = status.data?.hasPin ?? false;

  const submit = handleSave('Could not save your PIN', async (body) => {
    setSaved(false);
    await save.mutateAsync(body);
    form.reset({ currentPassword: '', pin: '' });
    setSaved(true);
  });

  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-4" aria-describedby="my-pin-about">
      <p id="my-pin-about" className="text-stone-700">
        {hasPin ? 'You have a PIN. Type a new one to change it.' : 'You have no PIN yet.'} On the shop tablet,
        tap your name under Switch user and type your PIN instead of your password. Use 4 to 6 digits that are
        not easy to guess (not 1111 or 1234).
      </p>
      <TextField
        label={hasPin ? 'New PIN' : 'PIN'}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        {...field('pin')}
      />
      <TextField
        label="Your password"
        hint="To check it is you"
        type="password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <FormAlert message={errors.root?.message} />
      {saved && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-800">
          Your PIN is saved.
        </p>
      )}
      <SubmitButton busy={isSubmitting} label={hasPin ? 'Change PIN' : 'Set PIN'} busyLabel="Saving..." />
    </form>
  );
}
