// The words for where a rider is (docs/product.md#where-the-rider-is), shared by the board and the
// customer's order: how far, and how long ago the phone last sent its point. A point is stale when
// the server said so or when it has aged past POSITION_STALE_MS since (the page is left open).
import type { KnownPosition } from '../api/dispatch.ts';
import { POSITION_STALE_MS } from './delivery-rules.ts';

export function positionIsStale(position: KnownPosition, now: Date): boolean {
  return position.stale || now.getTime() - Date.parse(position.at) > POSITION_STALE_MS;
}

/** "80 m", "400 m", "1.2 km": tens of metres near, a tenth of a kilometre farther. */
export function metresText(metres: number): string {
  if (metres < 1000) return `${Math.max(10, Math.round(metres / 10) * 10)} m`;
  return `${(Math.round(metres / 100) / 10).toFixed(1)} km`;
}

/** "just now", "20 s ago", "2 min ago", "1 h ago". */
export function agoText(at: string, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - Date.parse(at)) / 1000));
  if (seconds < 5) return 'just now';
  if (seconds < 60) return `${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} h ago`;
}
