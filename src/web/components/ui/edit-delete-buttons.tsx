// Edit and Delete for one thing in an admin list, each named after it for screen readers
// ('Edit Masala Chai'). On a card Edit is a wide button with its word; in a row of other controls
// both are icons. The caller lays them out (a card's button row, or a row it shares).
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';

const LOOKS = {
  card: {
    edit: 'flex flex-1 items-center justify-center gap-1 py-1.5 text-sm font-semibold',
    remove: 'px-3 py-1.5',
  },
  row: {
    edit: 'p-2 focus-visible:outline-2 focus-visible:outline-brand-700',
    remove: 'p-2 focus-visible:outline-2 focus-visible:outline-red-700',
  },
} as const;

type Props = {
  look: keyof typeof LOOKS;
  /** What the buttons act on, as the list shows it. */
  name: string;
  onEdit: () => void;
  /** Absent when the viewer may not delete it. */
  onDelete?: () => void;
};

export function EditDeleteButtons({ look, name, onEdit, onDelete }: Props) {
  const { edit, remove } = LOOKS[look];
  return (
    <>
      <button
        type="button"
        onClick={onEdit}
        aria-label={`Edit ${name}`}
        className={`rounded-lg border border-stone-300 hover:bg-stone-50 ${edit}`}
      >
        <Pencil aria-hidden="true" className="h-4 w-4" />
        {look === 'card' && ' Edit'}
      </button>
      {onDelete && (
        <button
          type="button"
          onClick={onDelete}
          aria-label={`Delete ${name}`}
          className={`rounded-lg border border-red-200 text-red-700 hover:bg-red-50 ${remove}`}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </button>
      )}
    </>
  );
}
