// A new staff account signs in with a temporary password and must choose its own first.
import { useQueryClient } from '@tanstack/react-query';
import { changePasswordBodySchema } from '#shared/api/staff.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { changeStaffPassword } from '../api/change-staff-password.ts';
import { staffSessionQueryOptions } from '../api/staff-session.ts';

export function ChangePasswordPage() {
  const queryClient = useQueryClient();
  const { form, field, handleSave } = useSchemaForm(changePasswordBodySchema, {
    currentPassword: '',
    newPassword: '',
  });
  const { errors, isSubmitting } = form.formState;

  const submit = handleSave('Update failed', async ({ currentPassword, newPassword }) => {
    await changeStaffPassword(currentPassword, newPassword);
    await queryClient.invalidateQueries({ queryKey: staffSessionQueryOptions().queryKey });
  });

  return (
    <main className="flex min-h-screen items-center justify-center bg-stone-100 p-4">
      <form
        noValidate
        onSubmit={submit}
        className="w-full max-w-md space-y-4 rounded-3xl bg-white p-8 shadow-xl"
      >
        <h1 className="text-2xl font-extrabold">Choose your password</h1>
        <p className="text-stone-700">
          Your account was created with a temporary password. Choose your own to continue: at least 8
          characters with a lower-case letter, an upper-case letter, a digit and one of @$!%*?&.
        </p>
        <TextField
          label="Temporary password"
          type="password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <FormAlert message={errors.root?.message} />
        <SubmitButton busy={isSubmitting} label="Save password" busyLabel="Saving..." />
      </form>
    </main>
  );
}
