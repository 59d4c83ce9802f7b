// An in-page confirmation (instead of window.confirm): a real dialog that screen readers announce,
// styled like the rest of the app, with the destructive button last.
import type { ReactNode } from 'react';
import { CancelButton } from './cancel-button.tsx';
import { Modal } from './modal.tsx';

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  details,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  /** Under the message: what exactly the action touches (the names of the items to delete). */
  details?: ReactNode;
  confirmLabel: string;
  /** When 'Cancel' would be ambiguous next to the action ('Cancel order'): 'Keep order'. */
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      footer={
        <div className="flex justify-end gap-2">
          <CancelButton onClick={onCancel} label={cancelLabel} />
          <button
            type="button"
            disabled={busy}
            onClick={onConfirm}
            className="h-10 rounded-lg bg-red-700 px-4 font-bold text-white hover:bg-red-800 disabled:opacity-70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-900"
          >
            {confirmLabel}
          </button>
        </div>
      }
    >
      <p>{message}</p>
      {details}
    </Modal>
  );
}
