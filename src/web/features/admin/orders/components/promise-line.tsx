// The board's compact line under its title (docs/product.md#the-promise): the estimate a new
// delivery order gets now and today's share delivered within the minutes shown, read again with
// the board. Quiet when it cannot be read: the board's own work does not depend on it.
import { usePromiseNowWithBoard } from '../api/promise-now.ts';
import { estimateNowText, onTimeTodayText } from '../lib/promise-board-text.ts';

export function PromiseLine() {
  const promise = usePromiseNowWithBoard();
  if (!promise.data) return null;
  const onTime = onTimeTodayText(promise.data.today);
  return (
    <p data-testid="promise-line" className="flex flex-wrap gap-x-3 text-sm font-semibold text-stone-700">
      <span>{estimateNowText(promise.data.estimate)}</span>
      {onTime && <span>{onTime}</span>}
    </p>
  );
}
