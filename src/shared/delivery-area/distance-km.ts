// Straight-line (great-circle) distance from the shop, not road distance: it needs no map provider
// and is what fee slabs and the radius are stated in.
import { distance } from '@turf/distance';
import type { Coordinates } from './coordinates-schema.ts';
import { toPosition } from './geo-position.ts';

/**
 * Kilometres rounded to 10 m (below what a phone's location can tell apart), and rounded once here
 * so the distance a customer is shown is the one the radius and the fee slabs are decided on: an
 * address shown at 2.00 km never pays the slab beyond 2 km.
 */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  return Math.round(distance(toPosition(from), toPosition(to), { units: 'kilometers' }) * 100) / 100;
}
