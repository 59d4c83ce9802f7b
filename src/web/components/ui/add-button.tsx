// The one 'Add …' button that opens an admin list's form for a new entry.
import Plus from 'lucide-react/icons/plus';

export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex h-10 items-center gap-1.5 rounded-lg bg-brand-700 px-4 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <Plus aria-hidden="true" className="h-4 w-4" /> {label}
    </button>
  );
}
