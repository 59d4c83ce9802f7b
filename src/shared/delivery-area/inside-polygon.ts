import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import type { Coordinates } from './coordinates-schema.ts';
import { toPosition } from './geo-position.ts';
import type { DeliveryPolygon } from './polygon-schema.ts';

/**
 * Whether a point lies inside the owner's drawn area. A point on the boundary counts as inside, as
 * a point exactly at the radius does: a customer across the street from the line is not refused.
 */
export function isInsidePolygon(polygon: DeliveryPolygon, point: Coordinates): boolean {
  return booleanPointInPolygon(toPosition(point), {
    type: 'Polygon',
    coordinates: [polygon.map(toPosition)],
  });
}
