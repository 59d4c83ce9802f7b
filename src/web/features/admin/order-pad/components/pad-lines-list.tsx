// The order being taken: each line with its options, a note staff can type, its quantity and its
// amount. A line the live menu no longer offers says why, and is not ordered.
import { formatRupees } from '#shared/money.ts';
import type { PricedLine } from '../lib/pad-lines.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

type Props = {
  lines: readonly PricedLine[];
  onQuantity: (key: string, quantity: number) => void;
  onNote: (key: string, note: string) => void;
};

export function PadLinesList({ lines, onQuantity, onNote }: Props) {
  if (lines.length === 0)
    return <p className="rounded-xl bg-stone-50 p-4 text-stone-700">Tap an item on the menu to add it.</p>;
  return (
    <ul className="divide-y divide-stone-200">
      {lines.map((line) => (
        <li key={line.key} className="space-y-2 py-3">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold">{line.name}</p>
              {line.optionNames.length > 0 && (
                <p className="text-sm text-stone-700">{line.optionNames.join(', ')}</p>
              )}
              {line.problem && (
                <p className="text-sm font-semibold text-red-800">{line.problem}: not ordered</p>
              )}
            </div>
            <p className="font-semibold tabular-nums">{formatRupees(line.unitPaise * line.quantity)}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <QuantityStepper
              label={line.name}
              quantity={line.quantity}
              onChange={(quantity) => onQuantity(line.key, quantity)}
            />
            <input
              aria-label={`Note for ${line.name}`}
              placeholder="Note"
              defaultValue={line.note ?? ''}
              maxLength={140}
              onBlur={(e) => onNote(line.key, e.target.value)}
              className="h-11 min-w-0 flex-1 rounded-lg border border-stone-400 px-3"
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
