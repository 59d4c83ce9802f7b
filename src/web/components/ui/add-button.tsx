// The two 'Add …' buttons of the admin lists: AddButton opens a list's form for a new entry;
// AddRowButton adds a row to a list the person is editing ('Add fee slab', 'Add shift'), quieter.
import Plus from 'lucide-react/icons/plus';
import type { ReactNode } from 'react';

type Props = { label: ReactNode; onClick: () => void };

function PlusButton({ label, onClick, className }: Props & { className: string }) {
  return (
    <button type="button" onClick={onClick} className={className}>
      <Plus aria-hidden="true" className="h-4 w-4" /> {label}
    </button>
  );
}

export function AddButton({ label, onClick }: Props & { label: string }) {
  return (
    <PlusButton
      label={label}
      onClick={onClick}
      className="flex h-10 items-center gap-1.5 rounded-lg bg-brand-700 px-4 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    />
  );
}

export function AddRowButton({ label, onClick }: Props) {
  return (
    <PlusButton
      label={label}
      onClick={onClick}
      className="inline-flex h-10 items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
    />
  );
}
