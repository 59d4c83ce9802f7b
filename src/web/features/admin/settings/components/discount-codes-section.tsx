// Discount codes (admins): what each code gives, its limits and use, with add, edit,
// enable/disable and delete (a used code is kept: the server says to disable it instead).
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { DiscountCode } from '../../../../../shared/api/discounts';
import { formatRupees, toPaise } from '../../../../../shared/money';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { useDeleteDiscountCode } from '../api/delete-discount-code';
import { useDiscountCodes } from '../api/list-discount-codes';
import { useUpdateDiscountCode } from '../api/update-discount-code';
import { inputOfCode } from '../lib/discount-draft';
import { failureMessage } from '../lib/failure-message';
import { DiscountCodeForm } from './discount-code-form';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const rupees = (value: number) => formatRupees(toPaise(value));

const offOf = (code: DiscountCode) =>
  code.kind === 'percent' ? `${code.value}% off` : `${rupees(code.value)} off`;

function termsOf(code: DiscountCode): [string, string][] {
  return [
    ['Minimum order', code.minOrder > 0 ? rupees(code.minOrder) : 'None'],
    ['Uses', `${code.usedCount} / ${code.maxUses ?? 'unlimited'}`],
    ['Per customer', code.usesPerCustomer == null ? 'Unlimited' : String(code.usesPerCustomer)],
    ['First order only', code.firstOrderOnly ? 'Yes' : 'No'],
    ['Starts', code.startsAt ? when.format(new Date(code.startsAt)) : 'Now'],
    ['Ends', code.endsAt ? when.format(new Date(code.endsAt)) : 'Never'],
  ];
}

type Refusal = { message: string; code?: DiscountCode };

export function DiscountCodesSection() {
  const codes = useDiscountCodes();
  const update = useUpdateDiscountCode();
  const remove = useDeleteDiscountCode();
  const [editing, setEditing] = useState<DiscountCode | 'new'>();
  const [deleting, setDeleting] = useState<DiscountCode>();
  const [refusal, setRefusal] = useState<Refusal>();
  // The switch moves at once; the list (re-read after the PUT) then confirms or puts it back.
  const [switching, setSwitching] = useState<Record<string, boolean>>({});

  async function setActive(code: DiscountCode, isActive: boolean) {
    setRefusal(undefined);
    setSwitching((s) => ({ ...s, [code.id]: isActive }));
    try {
      await update.mutateAsync({ id: code.id, body: { ...inputOfCode(code), isActive } });
    } catch (failure) {
      setRefusal({ message: failureMessage(failure, 'Update failed') });
    } finally {
      setSwitching(({ [code.id]: _done, ...rest }) => rest);
    }
  }

  async function confirmDelete() {
    const code = deleting;
    if (!code) return;
    setRefusal(undefined);
    try {
      await remove.mutateAsync(code.id);
    } catch (failure) {
      // 409: orders used it. The message says to disable it; offer that when it is still active.
      setRefusal({
        message: failureMessage(failure, 'Delete failed'),
        code: code.isActive ? code : undefined,
      });
    } finally {
      setDeleting(undefined);
    }
  }

  const list = codes.data ?? [];
  return (
    <section aria-labelledby="codes-heading" className="space-y-4 rounded-2xl bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="codes-heading" className="text-lg font-bold">
            Discount codes
          </h2>
          <p className="text-sm text-stone-600">Customers enter these at checkout.</p>
        </div>
        <button
          type="button"
          onClick={() => setEditing('new')}
          className="flex h-10 items-center gap-1.5 rounded-lg bg-brand-700 px-4 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> Add code
        </button>
      </div>
      {refusal && (
        <div className="space-y-2">
          <FormAlert message={refusal.message} />
          {refusal.code && (
            <button
              type="button"
              onClick={() => refusal.code && setActive(refusal.code, false)}
              className="h-10 rounded-lg border border-stone-300 px-4 font-semibold hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              Disable {refusal.code.code}
            </button>
          )}
        </div>
      )}
      {codes.isError && <FormAlert message="Failed to load data" />}
      {codes.isPending && <p className="text-stone-600">Loading discount codes…</p>}
      {codes.isSuccess && list.length === 0 && (
        <p className="rounded-lg bg-stone-50 p-4 text-stone-700">No discount codes yet.</p>
      )}
      <ul className="space-y-3">
        {list.map((code) => {
          const active = switching[code.id] ?? code.isActive;
          return (
            <li
              key={code.id}
              className={`rounded-xl border p-4 ${code.isActive ? 'border-stone-200' : 'border-stone-200 bg-stone-50'}`}
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <p className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                  <span className="font-mono text-base font-bold">{code.code}</span>{' '}
                  <span className="font-semibold text-brand-800">{offOf(code)}</span>
                  {!code.isActive && (
                    <span className="ml-2 rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
                      Disabled
                    </span>
                  )}
                </p>
                <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-semibold">
                  <input
                    type="checkbox"
                    role="switch"
                    aria-checked={active}
                    checked={active}
                    // Not disabled while saving: that would drop the keyboard focus.
                    aria-busy={code.id in switching}
                    onChange={(e) => {
                      if (!(code.id in switching)) void setActive(code, e.target.checked);
                    }}
                    className="relative h-6 w-10 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-500 transition-colors before:absolute before:top-1 before:left-1 before:h-4 before:w-4 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-green-700 checked:before:translate-x-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  />
                  Active<span className="sr-only"> {code.code}</span>
                </label>
                <button
                  type="button"
                  onClick={() => setEditing(code)}
                  aria-label={`Edit ${code.code}`}
                  className="rounded-lg border border-stone-300 p-2 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  <Pencil aria-hidden="true" className="h-4 w-4" />
                </button>
                <button
                  type="button"
                  onClick={() => {
                    setRefusal(undefined);
                    setDeleting(code);
                  }}
                  aria-label={`Delete ${code.code}`}
                  className="rounded-lg border border-red-200 p-2 text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700"
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </button>
              </div>
              {code.description && <p className="mt-1 text-sm text-stone-700">{code.description}</p>}
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-6">
                {termsOf(code).map(([term, value]) => (
                  <div key={term}>
                    <dt className="text-xs font-medium text-stone-600">{term}</dt>
                    <dd className="font-semibold text-stone-900">{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
      {editing && (
        <DiscountCodeForm
          code={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title={deleting ? `Delete ${deleting.code}` : 'Delete'}
        message="Delete this discount code?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setDeleting(undefined)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
