// "New rider" on the Riders page, like the Users page's new staff account: the API's
// createRiderBodySchema checks it here first. The rider changes the temporary password at their
// first sign-in.
import { type CreateRiderBody, createRiderBodySchema } from '#shared/api/dispatch.ts';
import { FormButtons } from '#web/components/form/form-buttons.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useSchemaForm } from '#web/components/form/use-schema-form.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useCreateRider } from '../api/riders.ts';

const EMPTY: CreateRiderBody = { name: '', email: '', phone: '', temporaryPassword: '' };

export function CreateRiderForm({ onDone }: { onDone: () => void }) {
  const create = useCreateRider();
  const { form, field, handleSave } = useSchemaForm(createRiderBodySchema, EMPTY);

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
      <h2 className="text-lg font-bold sm:col-span-2">New rider</h2>
      <TextField label="Full name" autoComplete="off" {...field('name')} />
      <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
      <TextField label="Phone" type="tel" autoComplete="off" {...field('phone')} />
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
