// − quantity + with buttons large enough for a thumb on a tablet; the buttons name their line.
import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';

type Props = { label: string; quantity: number; onChange: (quantity: number) => void; max?: number };

const BUTTON =
  'flex h-11 w-11 items-center justify-center rounded-lg border border-stone-400 bg-white hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50';

export function QuantityStepper({ label, quantity, onChange, max }: Props) {
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        aria-label={`One less ${label}`}
        onClick={() => onChange(quantity - 1)}
        className={BUTTON}
      >
        <Minus aria-hidden="true" className="h-5 w-5" />
      </button>
      <span className="w-8 text-center text-lg font-bold tabular-nums">{quantity}</span>
      <button
        type="button"
        aria-label={`One more ${label}`}
        disabled={max !== undefined && quantity >= max}
        onClick={() => onChange(quantity + 1)}
        className={BUTTON}
      >
        <Plus aria-hidden="true" className="h-5 w-5" />
      </button>
    </div>
  );
}
