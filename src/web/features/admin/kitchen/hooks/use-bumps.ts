// Bumping lines on a station's screen: only the tapped line waits, a bumped line leaves the screen
// at once (the server's answer is the truth; the coalesced re-read follows), and a refused bump says
// why on its own ticket with a retry. A failed bump changes nothing, so trying again is safe.
import { useState } from 'react';
import { useBoardRefresh } from '#web/features/admin/orders/api/order-events.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { bumpLine } from '../api/kitchen-api.ts';

export function useBumps() {
  const refresh = useBoardRefresh();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState<ReadonlyMap<string, string>>(new Map());

  async function bump(lineId: string) {
    setPending((now) => new Set(now).add(lineId));
    setFailed((now) => {
      const next = new Map(now);
      next.delete(lineId);
      return next;
    });
    try {
      await bumpLine(lineId);
      setDone((now) => new Set(now).add(lineId));
      refresh();
    } catch (failure) {
      setFailed((now) => new Map(now).set(lineId, failureMessage(failure, 'Bump failed')));
    } finally {
      setPending((now) => {
        const next = new Set(now);
        next.delete(lineId);
        return next;
      });
    }
  }

  return {
    bump,
    isPending: (lineId: string) => pending.has(lineId),
    /** Bumped on this screen: hidden until the re-read drops it for good. */
    isDone: (lineId: string) => done.has(lineId),
    problem: (lineId: string) => failed.get(lineId),
  };
}
