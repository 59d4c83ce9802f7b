// Dialogs and the cart drawer on the native <dialog> element: showModal() gives focus trapping,
// an inert page behind, Escape to close and a top layer, with no library in the first load. It
// also returns focus to what opened the dialog when it closes. Tab past the last control comes
// round to the first (and Shift+Tab the other way): left alone, the browser takes focus out of the
// page to its own toolbar. A dialog opens with focus on its
// element marked data-autofocus (a form's first field), else on its first control (Close).
import { type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { CloseButton } from './close-button.tsx';

/** What Tab stops on. An unchecked radio is passed over (its group is one stop, the checked one). */
const TAB_STOPS =
  'a[href],button:not(:disabled),input:not(:disabled):not([type="hidden"]):not([type="radio"]:not(:checked)),select:not(:disabled),textarea:not(:disabled),[tabindex]:not([tabindex="-1"])';

function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const stops = [...event.currentTarget.querySelectorAll<HTMLElement>(TAB_STOPS)].filter(
    (el) => el.getClientRects().length > 0,
  );
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const wrapTo = event.shiftKey
    ? active === first || active === event.currentTarget
      ? last
      : undefined
    : active === last
      ? first
      : undefined;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}

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
  const t = useT();

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
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onKeyDown={keepTabInside}
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
            <CloseButton label={t('Close')} onClick={onClose} look="light" />
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && <div className="border-t border-stone-200 px-5 py-4">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
