// Removes one row of a list the person is editing (a fee slab, a shift, a holiday), named for
// screen readers after what it removes ('Remove fee slab 2').
import X from 'lucide-react/icons/x';

export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg border border-stone-300 text-stone-700 hover:bg-red-50 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <X aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}
