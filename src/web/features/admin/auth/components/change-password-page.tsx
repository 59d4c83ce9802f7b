// A new staff account signs in with a temporary password and must choose its own first.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { check } from '../../../../../shared/validation';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { ApiRequestError } from '../../../../lib/api-client';
import { changeStaffPassword } from '../api/staff-auth-actions';

const input =
  'mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2.5 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700';

export function ChangePasswordPage() {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = check.required(current, 'Current password') ?? check.password(next);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      await changeStaffPassword(current, next);
      await queryClient.invalidateQueries({ queryKey: ['staff-session'] });
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError
          ? (failure.fields?.currentPassword ?? failure.message)
          : 'Update failed',
      );
      setBusy(false);
    }
  }

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
        <label className="block text-sm font-medium">
          Temporary password
          <input
            className={input}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </label>
        <label className="block text-sm font-medium">
          New password
          <input
            className={input}
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
        </label>
        <FormAlert message={error} />
        <SubmitButton busy={busy} label="Save password" busyLabel="Saving..." />
      </form>
    </main>
  );
}
