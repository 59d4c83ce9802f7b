// A labelled form control with its error message underneath, wired for screen readers.
import type { ReactNode } from 'react';

export const FIELD_CLASS =
  'mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700';

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <span id={id} role="alert" className="mt-1 block text-sm text-red-700">
      {message}
    </span>
  );
}

/** The error sits outside the label so it is not read as part of the field's name. */
export function Field({
  label,
  children,
  wide,
  error,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
  error?: { id: string; message: string | undefined };
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the control arrives as children, inside the label */}
      <label className="block text-sm font-medium">
        {label}
        {children}
      </label>
      {error && <FieldError id={error.id} message={error.message} />}
    </div>
  );
}
