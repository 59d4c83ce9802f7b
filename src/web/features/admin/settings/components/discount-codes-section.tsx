// Discount codes (admins): what each code gives, its limits and use, with add, edit,
// enable/disable and delete (a used code is kept: the server says to disable it instead).
import { useState } from 'react';
import type { DiscountCode } from '#shared/api/discounts.ts';
import { AddButton } from '#web/components/ui/add-button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useDeleteDiscountCode } from '../api/delete-discount-code.ts';
import { useDiscountCodes } from '../api/list-discount-codes.ts';
import { useUpdateDiscountCode } from '../api/update-discount-code.ts';
import { inputOfCode } from '../lib/discount-draft.ts';
import { DiscountCodeForm } from './discount-code-form.tsx';
import { DiscountCodeRow } from './discount-code-row.tsx';

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
        <AddButton label="Add code" onClick={() => setEditing('new')} />
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
        {list.map((code) => (
          <DiscountCodeRow
            key={code.id}
            code={code}
            active={switching[code.id] ?? code.isActive}
            switching={code.id in switching}
            onActive={(isActive) => void setActive(code, isActive)}
            onEdit={() => setEditing(code)}
            onDelete={() => {
              setRefusal(undefined);
              setDeleting(code);
            }}
          />
        ))}
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
