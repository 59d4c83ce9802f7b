// "New staff account" on the Users page: the API's createStaffBodySchema checks it here first.
import { type CreateStaffBody, createStaffBodySchema, STAFF_ROLES } from '#shared/api/staff.ts';
import { FormButtons } from '#web/components/form/form-buttons.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { ValueOptions } from '#web/components/form/value-options.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useCreateStaff } from '../api/create-staff.ts';

const EMPTY: CreateStaffBody = { name: '', email: '', role: 'staff', temporaryPassword: '' };

export function CreateStaffForm({ onDone }: { onDone: () => void }) {
  const create = useCreateStaff();
  const { form, field, handleSave } = useSchemaForm(createStaffBodySchema, EMPTY);

  const submit = handleSave('Save failed', async (body) => {
    await create.mutateAsync(body);
    onDone();
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-3 rounded-2xl bg-white p-5 shadow-sm sm:grid-cols-2"
    >
      <h2 className="text-lg font-bold sm:col-span-2">New staff account</h2>
      <TextField label="Full name" autoComplete="off" {...field('name')} />
      <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
      <SelectField label="Role" {...field('role')}>
        <ValueOptions values={STAFF_ROLES} />
      </SelectField>
      <TextField
        label="Temporary password"
        type="text"
        autoComplete="new-password"
        {...field('temporaryPassword')}
      />
      <div className="sm:col-span-2">
        <FormAlert message={form.formState.errors.root?.message} />
      </div>
      <FormButtons
        onCancel={onDone}
        busyLabel={create.isPending ? 'Saving...' : undefined}
        className="sm:col-span-2"
      />
    </form>
  );
}
