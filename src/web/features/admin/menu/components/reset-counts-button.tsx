// "Reset counts to morning counts" (docs/product.md#counted-stock): what the shop does by itself
// at the start of each shop day, by hand, for a second batch or a late start.
import { useState } from 'react';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useResetCounts } from '../api/set-count.ts';

export function ResetCountsButton() {
  const reset = useResetCounts();
  const [said, setSaid] = useState<string>();

  async function run() {
    try {
      const done = await reset.mutateAsync();
      setSaid(doneText(done.reset));
    } catch (error) {
      setSaid(failureMessage(error, 'Failed to reset the counts'));
    }
  }

  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        onClick={run}
        disabled={reset.isPending}
        className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-semibold hover:bg-stone-50"
      >
        Reset counts to morning counts
      </button>
      {said && (
        <span role="status" className="text-sm text-stone-700">
          {said}
        </span>
      )}
    </div>
  );
}

const doneText = (n: number) => (n === 1 ? '1 count reset' : `${n} counts reset`);
