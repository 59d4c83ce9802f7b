// The compact "Stock" control on an item's card and on each option (docs/product.md#counted-stock):
// the count today, the morning count and the low-stock warning, typed and saved in one go. Empty
// fields mean not counted, no morning reset, no warning.
import { useId, useState } from 'react';
import { failureMessage } from '#web/lib/failure-message.ts';
import { type CountTarget, useSetCount } from '../api/set-count.ts';
import { COUNT_MAX, type Counts, countField, countSummary } from '../lib/stock-count.ts';

type Props = { target: CountTarget; name: string; counts: Counts };

const text = (n: number | null) => (n === null ? '' : String(n));

export function StockCountControl({ target, name, counts }: Props) {
  const id = useId();
  const save = useSetCount();
  const [open, setOpen] = useState(false);
  const [left, setLeft] = useState(text(counts.stock_left));
  const [par, setPar] = useState(text(counts.stock_par));
  const [low, setLow] = useState(text(counts.stock_low_at));
  const [error, setError] = useState<string>();

  function begin() {
    setLeft(text(counts.stock_left));
    setPar(text(counts.stock_par));
    setLow(text(counts.stock_low_at));
    setError(undefined);
    setOpen(true);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync({
        target,
        body: { left: countField(left), par: countField(par), low_at: countField(low) },
      });
      setOpen(false);
    } catch (failure) {
      setError(failureMessage(failure, 'Failed to save the count'));
    }
  }

  const low0 =
    counts.stock_left !== null && counts.stock_low_at !== null && counts.stock_left <= counts.stock_low_at;
  const field = (label: string, value: string, set: (v: string) => void, suffix: string) => (
    <label className="flex flex-col text-xs font-semibold" htmlFor={`${id}-${suffix}`}>
      {label}
      <input
        id={`${id}-${suffix}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={COUNT_MAX}
        value={value}
        onChange={(e) => set(e.target.value)}
        className="w-20 rounded-md border border-stone-300 px-2 py-1 text-sm"
      />
    </label>
  );

  if (!open)
    return (
      <button
        type="button"
        onClick={begin}
        aria-label={`Stock of ${name}: ${countSummary(counts)}`}
        className={`rounded-md border px-2 py-1 text-left text-xs font-semibold ${
          counts.stock_left === 0 || low0
            ? 'border-orange-300 bg-orange-50 text-orange-900'
            : 'border-stone-300 text-stone-700 hover:bg-stone-50'
        }`}
      >
        Stock: {countSummary(counts)}
      </button>
    );
  return (
    <form onSubmit={submit} aria-label={`Stock of ${name}`} className="flex flex-wrap items-end gap-2">
      {field('Left today', left, setLeft, 'left')}
      {field('Morning count', par, setPar, 'par')}
      {field('Warn at', low, setLow, 'low')}
      <button
        type="submit"
        disabled={save.isPending}
        className="rounded-md bg-brand-700 px-3 py-1 text-sm font-bold text-white hover:bg-brand-800"
      >
        Save
      </button>
      <button type="button" onClick={() => setOpen(false)} className="px-2 py-1 text-sm font-semibold">
        Cancel
      </button>
      {error && (
        <p role="alert" className="w-full text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </form>
  );
}
