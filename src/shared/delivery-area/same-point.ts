// Whether two readings of a point are the same door (docs/product.md#where-the-pin-is): checkout
// holds a saved address's point to it, and saving an address again finds the copy already saved.
import type { Coordinates } from './coordinates-schema.ts';
import { distanceKm } from './distance-km.ts';

/**
 * How far apart two points of one door may be: what a phone's location wanders by between two
 * readings at the same door, far below any fee slab.
 */
export const SAVED_POINT_TOLERANCE_KM = 0.05;

/** The sent point is the saved one, give or take what a phone's location wanders by. */
export function samePoint(saved: Coordinates, sent: Coordinates): boolean {
  return distanceKm(saved, sent) <= SAVED_POINT_TOLERANCE_KM;
}
