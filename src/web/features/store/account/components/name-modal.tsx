// 'Your name' from the account menu (docs/product.md#customer-sign-in): a customer who signed in
// through Login gave no name, so the header and the shop had none to show until they give one here
// (or at checkout); a named customer corrects theirs. Checked with the server's own schema first.
import { type FormEvent, useState } from 'react';
import { profileBodySchema } from '#shared/api/customer.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useAuth } from '../auth-context.tsx';

const field =
  'mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2.5 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700';

export function NameModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const auth = useAuth();
  const t = useT();
  const save = useUpdateProfile();
  const [name, setName] = useState(auth.profile?.fullName ?? '');
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = profileBodySchema.safeParse({ fullName: name });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    try {
      await save.mutateAsync(checked.data.fullName);
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : 'Could not save your name');
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={t('Your name')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-stone-700">
          {t('The shop uses it on your orders and when the rider calls.')}
        </p>
        <label className="block text-sm font-medium">
          {t('Full name')}
          <input
            data-autofocus
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(undefined);
            }}
            autoComplete="name"
            aria-invalid={error ? true : undefined}
            className={field}
          />
        </label>
        <FormAlert message={error && t(error)} />
        <SubmitButton busy={save.isPending} label={t('Save name')} busyLabel={t('Saving...')} />
      </form>
    </Modal>
  );
}
