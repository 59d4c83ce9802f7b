// The customer's words for where their rider is (docs/product.md#what-the-customer-sees). The
// board has its own in src/shared/dispatch/delivery-rules.ts; these stay in the storefront's order
// views' chunk because a module shared with the staff area would become a file of its own, one
// more name in the storefront's first-load preload list (docs/decisions/005-storefront-first-load.md).
// rider-text.test.ts holds STALE_AFTER_MS to POSITION_STALE_MS.
import type { KnownPosition } from '#shared/api/dispatch.ts';

/** POSITION_STALE_MS: a point older than this is stale. */
export const STALE_AFTER_MS = 60_000;

/** Stale when the server said so, or when it has aged since (the view is left open). */
export const isStale = (position: KnownPosition, now: Date) =>
  position.stale || now.getTime() - Date.parse(position.at) > STALE_AFTER_MS;

/**
 * How fast a rider covers the straight-line distance in town: roads are about a third longer than
 * the straight line, at about 20 km/h on a scooter in Pune traffic, so 250 m of straight line a
 * minute. An estimate for the customer, never a target for the rider.
 */
export const STRAIGHT_LINE_METRES_PER_MINUTE = 250;

/** "About 600 m away, here in about 3 min", "About 1.2 km away, here in about 5 min". */
export function aboutAway(metres: number): string {
  const text =
    metres < 1000 ? `${Math.max(10, Math.round(metres / 10) * 10)} m` : `${(metres / 1000).toFixed(1)} km`;
  const minutes = Math.max(1, Math.ceil(metres / STRAIGHT_LINE_METRES_PER_MINUTE));
  return `About ${text} away, here in about ${minutes} min`;
}

/** "Location last seen 2 min ago". */
export function lastSeen(at: string, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - Date.parse(at)) / 1000));
  const ago =
    seconds < 60
      ? `${seconds} s`
      : seconds < 3600
        ? `${Math.floor(seconds / 60)} min`
        : `${Math.floor(seconds / 3600)} h`;
  return `Location last seen ${ago} ago`;
}
