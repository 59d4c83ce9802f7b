// The full-width primary button of a form, with the text it shows while the form is busy.
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="h-11 w-full rounded-xl bg-brand-700 font-bold text-white hover:bg-brand-800 disabled:opacity-70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
