// The frame the menu tools' dialogs share (docs/product.md#menu-tools): a wide dialog with Cancel
// and the tool's own buttons at its foot, and the plain tables they show their results in.
import type { ReactNode } from 'react';
import { CancelButton } from '#web/components/ui/cancel-button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';

const BUTTON =
  'h-10 rounded-lg px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900 disabled:opacity-60';
export const PRIMARY_BUTTON = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`;
export const SECONDARY_BUTTON = `${BUTTON} border border-brand-700 text-brand-800 hover:bg-brand-50`;

type DialogProps = { title: string; onClose: () => void; actions: ReactNode; children: ReactNode };

export function ToolDialog({ title, onClose, actions, children }: DialogProps) {
  return (
    <Modal
      open
      wide
      title={title}
      onClose={onClose}
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <CancelButton onClick={onClose} />
          {actions}
        </div>
      }
    >
      {children}
    </Modal>
  );
}

type TableProps = {
  caption: string;
  /** A screen reader's name for a table whose heading is the status line above it. */
  hideCaption?: boolean;
  heads: readonly string[];
  /** Columns of figures, set to the right. */
  figures?: readonly string[];
  children: ReactNode;
};

export function ToolTable({ caption, hideCaption, heads, figures = [], children }: TableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className={hideCaption ? 'sr-only' : 'mb-1 text-left font-semibold'}>{caption}</caption>
        <thead>
          <tr className="border-b border-stone-200">
            {heads.map((h) => (
              <th
                key={h}
                scope="col"
                className={`py-2 pr-3 last:pr-0 ${figures.includes(h) ? 'text-right' : ''}`}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
