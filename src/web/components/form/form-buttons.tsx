// Cancel and Save under a form, Save last. While the form is busy Save is disabled and says what
// is happening ('Saving...', 'Uploading...').
import { CancelButton } from '#web/components/ui/cancel-button.tsx';

type Props = {
  onCancel: () => void;
  /** Set while the form cannot be saved. */
  busyLabel: string | undefined;
  /** The form's id, when the buttons sit outside it (a modal's footer). */
  form?: string;
  /** The row's own layout: its alignment and place in the form's grid. */
  className: string;
  /** What the submit button says when the form does more than store something ('Refund'). */
  submitLabel?: string;
};

export function FormButtons({ onCancel, busyLabel, form, className, submitLabel = 'Save' }: Props) {
  return (
    <div className={`flex gap-2 ${className}`}>
      <CancelButton onClick={onCancel} />
      <button
        type="submit"
        form={form}
        disabled={busyLabel !== undefined}
        className="h-10 rounded-lg bg-brand-700 px-5 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70"
      >
        {busyLabel ?? submitLabel}
      </button>
    </div>
  );
}
