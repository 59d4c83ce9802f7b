import { useT } from '#web/lib/i18n/language-context.tsx';

// The one Cancel of a dialog or form: it closes without doing anything, so it never waits on
// the busy action next to it.
export function CancelButton({ onClick, label = 'Cancel' }: { onClick: () => void; label?: string }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={onClick}
      className="h-10 rounded-lg border border-stone-300 px-4 font-semibold hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {t(label)}
    </button>
  );
}
