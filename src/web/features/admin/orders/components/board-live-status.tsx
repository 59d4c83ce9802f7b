// Whether the board shows the truth: green 'Live' only while the stream is open and the board's
// data is current. Amber once a change has waited more than a second for its re-read, while a
// failed re-read is being tried again, and while the stream (re)connects; the board catches up by
// itself in each case (api/order-events.tsx).
import { useEffect, useState } from 'react';
import { useLiveOrders } from '../api/order-events.tsx';

/** How long a change may wait for its re-read before the board says it is not current. */
const STALE_AFTER_MS = 1_000;

/** True once the board has not been current for STALE_AFTER_MS (re-rendering when that moment comes). */
function useStaleTooLong(staleSince: number | null): boolean {
  const [, wake] = useState(0);
  const waited = staleSince === null ? 0 : Date.now() - staleSince;
  useEffect(() => {
    if (staleSince === null || waited >= STALE_AFTER_MS) return;
    const timer = setTimeout(() => wake((n) => n + 1), STALE_AFTER_MS - waited);
    return () => clearTimeout(timer);
  }, [staleSince, waited]);
  return staleSince !== null && waited >= STALE_AFTER_MS;
}

export function BoardLiveStatus() {
  const { stream, refresh } = useLiveOrders();
  const late = useStaleTooLong(refresh.staleSince);
  const text =
    stream === 'closed'
      ? 'Not live: reload the page'
      : stream === 'connecting'
        ? 'Connecting...'
        : refresh.failing
          ? 'Not current: catching up...'
          : late
            ? 'Updating...'
            : 'Live';
  return (
    <p role="status" data-live={text === 'Live'} className="flex items-center gap-2 text-sm text-stone-700">
      <span
        aria-hidden="true"
        className={`h-2.5 w-2.5 rounded-full ${text === 'Live' ? 'bg-green-600' : 'bg-amber-500'}`}
      />
      {text}
    </p>
  );
}
