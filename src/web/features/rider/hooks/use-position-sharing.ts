// Where the rider is, only while a delivery is picked up and this page is shown
// (docs/product.md#where-the-rider-is): the phone's position goes to the server at the pace of
// lib/position-pacing.ts, and stops the moment nothing is picked up or the page is hidden. The last
// point is kept for the Delivered tap (proof of delivery). A point that cannot be sent is not
// queued: only the newest matters.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { POSITION_INTERVAL_MS } from '#shared/dispatch/delivery-rules.ts';
import { sendPosition } from '../api/rider-api.ts';
import { type Sent, shouldSendPosition } from '../lib/position-pacing.ts';
import type { TapPosition } from '../lib/tap-queue.ts';

function usePageVisible(): boolean {
  return useSyncExternalStore(
    (notify) => {
      document.addEventListener('visibilitychange', notify);
      return () => document.removeEventListener('visibilitychange', notify);
    },
    () => document.visibilityState === 'visible',
    () => true,
  );
}

export type PositionSharing = {
  sharing: boolean;
  /** Location refused or unavailable on this phone. */
  problem: string | null;
  /** The last point the phone gave, for the Delivered tap. */
  lastPosition: () => TapPosition | undefined;
};

export function usePositionSharing(pickedUp: boolean, onProblem: (problem: string | null) => void) {
  const visible = usePageVisible();
  const sharing = pickedUp && visible && typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const latest = useRef<TapPosition | undefined>(undefined);
  const sent = useRef<Sent | null>(null);
  const problem = useRef(onProblem);
  problem.current = onProblem;

  useEffect(() => {
    if (!sharing) return;
    let sending = false;
    const maybeSend = () => {
      const point = latest.current;
      const now = Date.now();
      if (!point || sending || !shouldSendPosition(sent.current, point, now)) return;
      sending = true;
      sent.current = { point, at: now };
      sendPosition(point)
        // Offline, or the delivery just finished (409): the next point tries again.
        .catch(() => undefined)
        .finally(() => {
          sending = false;
        });
    };
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        const { latitude, longitude, accuracy } = position.coords;
        latest.current = {
          latitude,
          longitude,
          ...(Number.isFinite(accuracy) ? { accuracy: Math.min(accuracy, 2_000) } : {}),
        };
        problem.current(null);
        maybeSend();
      },
      (error) =>
        problem.current(
          error.code === error.PERMISSION_DENIED
            ? 'Location is off for this site: the shop cannot see where you are'
            : 'Your location is not available right now',
        ),
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    // Standing still gives no new point: the last one is sent again at the interval, so the shop's
    // view does not turn stale while the rider waits at a door.
    const timer = setInterval(maybeSend, POSITION_INTERVAL_MS / 4);
    return () => {
      navigator.geolocation.clearWatch(watch);
      clearInterval(timer);
    };
  }, [sharing]);

  useEffect(() => {
    if (!pickedUp) sent.current = null;
  }, [pickedUp]);

  return { sharing, lastPosition: () => latest.current };
}
