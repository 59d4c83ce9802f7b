// How often the rider's phone sends where it is (docs/product.md#where-the-rider-is): every
// POSITION_INTERVAL_MS, sooner after POSITION_MIN_METRES of movement, never more than one every
// MIN_GAP_MS (a fast bike in a city must not turn into a request a second).
import { POSITION_INTERVAL_MS, POSITION_MIN_METRES } from '#shared/dispatch/delivery-rules.ts';

export const MIN_GAP_MS = 3_000;

export type Point = { latitude: number; longitude: number };
export type Sent = { point: Point; at: number };

const EARTH_RADIUS_M = 6_371_000;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Straight-line metres between two points (haversine). */
export function metresBetween(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a point seen `now` should go to the server, given the last one sent. */
export function shouldSendPosition(last: Sent | null, point: Point, now: number): boolean {
  if (!last) return true;
  const gap = now - last.at;
  if (gap >= POSITION_INTERVAL_MS) return true;
  return gap >= MIN_GAP_MS && metresBetween(last.point, point) >= POSITION_MIN_METRES;
}
