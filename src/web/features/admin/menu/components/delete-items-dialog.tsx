// The question before a delete: one item, or the selected ones (named when there are few).
import type { AdminItem } from '#shared/api/admin-catalog.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';

/** Up to this many items, the bulk delete question names each of them. */
const NAMED_IN_CONFIRM = 5;

export type DeleteQuestion = { kind: 'one'; item: AdminItem } | { kind: 'bulk' };

type Props = {
  question: DeleteQuestion | undefined;
  /** The selected items a bulk delete would remove. */
  chosen: AdminItem[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

export function DeleteItemsDialog({ question, chosen, busy, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={question !== undefined}
      title="Delete"
      message={
        question?.kind === 'one'
          ? 'Are you sure you want to delete this item?'
          : `Delete ${chosen.length} selected ${chosen.length === 1 ? 'item' : 'items'}?`
      }
      details={
        question?.kind === 'bulk' && chosen.length <= NAMED_IN_CONFIRM ? (
          <ul className="mt-2 list-disc pl-5 text-sm">
            {chosen.map((i) => (
              <li key={i.id}>{i.name}</li>
            ))}
          </ul>
        ) : undefined
      }
      confirmLabel="Delete"
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
