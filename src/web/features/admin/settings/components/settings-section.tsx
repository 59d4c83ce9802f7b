// One of the Settings page's forms (storefront, delivery area, opening hours): a card with its
// heading, its fields, the form's own message, 'saved' until the next edit, and its Save button.
// Each saves on its own, so a refusal in one never holds back another.
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { FormAlert } from '#web/components/ui/form-alert.tsx';

type Props = {
  title: string;
  /** A line under the heading: what the section decides. */
  intro?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  /** Shown as a status after a save, until the next edit ('Delivery area saved'). */
  savedText: string | undefined;
  message: string | undefined;
  submitLabel: string;
  children: ReactNode;
};

export function SettingsSection({
  title,
  intro,
  onSubmit,
  saving,
  savedText,
  message,
  submitLabel,
  children,
}: Props) {
  const headingId = useId();
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <h2 id={headingId} className="text-lg font-bold">
          {title}
        </h2>
        {intro && <div className="mt-1 text-sm text-stone-700">{intro}</div>}
      </div>
      {children}
      <div className="space-y-3 sm:col-span-2">
        <FormAlert message={message} />
        {savedText && (
          <p role="status" className="rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-800">
            {savedText}
          </p>
        )}
        <button
          type="submit"
          disabled={saving}
          className="h-11 rounded-lg bg-brand-700 px-6 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70"
        >
          {saving ? 'Saving...' : submitLabel}
        </button>
      </div>
    </form>
  );
}
