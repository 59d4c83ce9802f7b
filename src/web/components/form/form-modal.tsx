// A form in a modal: its fields in a two-column grid, the form's message under them, and Cancel and
// Save in the footer. Save submits the form through its id (the footer sits outside the form's
// scrolling body) and, while busy, says what is happening ('Saving...', 'Uploading...').
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { FormButtons } from './form-buttons.tsx';

type Props = {
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Set while the form cannot be saved, e.g. 'Saving...'. */
  busyLabel?: string;
  /** The form's own message (a refusal that belongs to no one field). */
  message?: string;
  /** The submit button's words, 'Save' unless given. */
  submitLabel?: string;
  /** Wide enough for a column per language on a wide screen. */
  wide?: boolean;
  children: ReactNode;
};

export function FormModal({
  title,
  onClose,
  onSubmit,
  busyLabel,
  message,
  submitLabel,
  wide,
  children,
}: Props) {
  const formId = useId();
  const footer = (
    <FormButtons
      onCancel={onClose}
      busyLabel={busyLabel}
      form={formId}
      className="justify-end"
      submitLabel={submitLabel}
    />
  );
  return (
    <Modal open onClose={onClose} title={title} footer={footer} wide={wide}>
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2">
        {children}
        <div className="sm:col-span-2">
          <FormAlert message={message} />
        </div>
      </form>
    </Modal>
  );
}
