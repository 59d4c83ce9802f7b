// Keeps the screen on while the rider carries a picked-up order (docs/product.md#where-the-rider-is):
// a phone that sleeps stops the page and with it the position. The browser drops the lock whenever
// the page is hidden, so it is asked for again each time the page is shown.
import { useEffect } from 'react';

type WakeLockSentinelLike = { release(): Promise<void>; released?: boolean };
type WakeLockLike = { request(type: 'screen'): Promise<WakeLockSentinelLike> };

export function useWakeLock(wanted: boolean) {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (!wanted || !wakeLock) return;
    let sentinel: WakeLockSentinelLike | undefined;
    let stopped = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock
        .request('screen')
        .then((held) => {
          if (stopped) void held.release();
          else sentinel = held;
        })
        // Refused (battery saver, no user gesture yet): the page still works, the screen may sleep.
        .catch(() => undefined);
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, [wanted]);
}
