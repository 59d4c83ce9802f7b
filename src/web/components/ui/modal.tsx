// Dialogs and the cart drawer on the native <dialog> element: showModal() gives focus trapping,
// an inert page behind, Escape to close and a top layer, with no library in the first load. It
// also returns focus to what opened the dialog when it closes. A dialog opens with focus on its
// element marked data-autofocus (a form's first field), else on its first control (Close).
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { CloseButton } from './close-button.tsx';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  variant?: 'center' | 'drawer';
  children: ReactNode;
  footer?: ReactNode;
  /** Room for columns side by side on a wide screen (a form with its translations). */
  wide?: boolean;
};

export function Modal({ open, onClose, title, variant = 'center', children, footer, wide }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // React's autoFocus runs before the dialog is shown, when nothing inside can take focus.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // A dialog its owner unmounts while open is closed first, so that focus goes back to what
  // opened it (the 'Sign in' button) as on any other close, instead of to the page's start.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  const placement =
    variant === 'drawer'
      ? 'ml-auto mr-0 h-dvh max-h-dvh w-full max-w-md rounded-none'
      : `m-auto w-[calc(100%-2rem)] ${wide ? 'max-w-5xl' : 'max-w-lg'} rounded-2xl max-h-[calc(100dvh-2rem)]`;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users close with Escape (the native cancel event) or the Close button
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`${placement} bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-900/50`}
    >
      {open && (
        <div className="flex h-full max-h-[inherit] flex-col">
          <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            <CloseButton label="Close" onClick={onClose} look="light" />
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && <div className="border-t border-stone-200 px-5 py-4">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
