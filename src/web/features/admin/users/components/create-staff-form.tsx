import { type FormEvent, useState } from 'react';
import { STAFF_ROLES } from '../../../../../shared/api/staff';
import { check } from '../../../../../shared/validation';
import { ApiRequestError } from '../../../../lib/api-client';
import { useCreateStaff } from '../api/accounts';

const field =
  'mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700';

type Draft = { name: string; email: string; role: (typeof STAFF_ROLES)[number]; temporaryPassword: string };
const EMPTY: Draft = { name: '', email: '', role: 'staff', temporaryPassword: '' };

export function CreateStaffForm({ onDone }: { onDone: () => void }) {
  const create = useCreateStaff();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft | 'form', string>>>({});

  const set = (key: keyof Draft) => (e: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [key]: e.target.value }));
    setErrors((x) => ({ ...x, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      name: check.required(draft.name, 'Name') ?? check.name(draft.name),
      email: check.required(draft.email, 'Email') ?? check.email(draft.email),
      temporaryPassword: check.password(draft.temporaryPassword),
    };
    if (Object.values(found).some(Boolean)) return setErrors(found);
    try {
      await create.mutateAsync(draft);
      setDraft(EMPTY);
      onDone();
    } catch (failure) {
      if (failure instanceof ApiRequestError) setErrors({ ...(failure.fields ?? {}), form: failure.message });
      else setErrors({ form: 'Save failed' });
    }
  }

  const error = (key: keyof Draft) =>
    errors[key] && (
      <span role="alert" className="mt-1 block text-sm text-red-700">
        {errors[key]}
      </span>
    );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-3 rounded-2xl bg-white p-5 shadow-sm sm:grid-cols-2"
    >
      <h2 className="text-lg font-bold sm:col-span-2">New staff account</h2>
      <label className="text-sm font-medium">
        Full name
        <input className={field} value={draft.name} onChange={set('name')} autoComplete="off" />
        {error('name')}
      </label>
      <label className="text-sm font-medium">
        Email
        <input
          className={field}
          type="email"
          value={draft.email}
          onChange={set('email')}
          autoComplete="off"
        />
        {error('email')}
      </label>
      <label className="text-sm font-medium">
        Role
        <select className={field} value={draft.role} onChange={set('role')}>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium">
        Temporary password
        <input
          className={field}
          type="text"
          value={draft.temporaryPassword}
          onChange={set('temporaryPassword')}
          autoComplete="new-password"
        />
        {error('temporaryPassword')}
      </label>
      {errors.form && (
        <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800 sm:col-span-2">
          {errors.form}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <button
          type="button"
          onClick={onDone}
          className="h-10 rounded-lg border border-stone-300 px-4 font-semibold hover:bg-stone-50"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={create.isPending}
          className="h-10 rounded-lg bg-brand-700 px-4 font-bold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {create.isPending ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  );
}
