// Adds a row to a list the person is editing ('Add fee slab', 'Add shift'): quieter than the
// primary 'Add …' button that opens a form.
import Plus from 'lucide-react/icons/plus';
import type { ReactNode } from 'react';

export function AddRowButton({ label, onClick }: { label: ReactNode; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex h-10 items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <Plus aria-hidden="true" className="h-4 w-4" /> {label}
    </button>
  );
}
