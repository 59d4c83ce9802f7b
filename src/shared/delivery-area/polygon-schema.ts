// An optional delivery area drawn as a closed ring of points, as GeoJSON writes a polygon: at least
// three corners and the first point repeated at the end. Refused rather than closed for the owner,
// so what is stored is exactly what they drew and saw.
import { z } from 'zod';
import { type Coordinates, coordinatesSchema } from './coordinates-schema.ts';
import { DELIVERY_AREA_LIMITS } from './limits.ts';

export const POLYGON_MESSAGES = {
  tooFewPoints: 'The delivery area needs at least 3 corners and its first point again at the end',
  tooManyPoints: `The delivery area can have at most ${DELIVERY_AREA_LIMITS.maxPolygonPoints} points`,
  notClosed: 'The delivery area must close: its last point must equal its first',
  tooFewCorners: 'The delivery area needs at least 3 different corners',
} as const;

const samePoint = (a: Coordinates, b: Coordinates) => a.lat === b.lat && a.lng === b.lng;

export const deliveryPolygonSchema = z
  .array(coordinatesSchema)
  .min(4, POLYGON_MESSAGES.tooFewPoints)
  .max(DELIVERY_AREA_LIMITS.maxPolygonPoints, POLYGON_MESSAGES.tooManyPoints)
  .superRefine((points, ctx) => {
    const first = points[0];
    const last = points.at(-1);
    // Too few points already has its own message.
    if (points.length < 4 || !first || !last) return;
    if (!samePoint(first, last)) {
      ctx.addIssue({ code: 'custom', path: [points.length - 1], message: POLYGON_MESSAGES.notClosed });
      return;
    }
    // Four points where three coincide close the ring but enclose nothing: every address would be
    // refused, which is what a pause is for.
    const corners = new Set(points.map((p) => `${p.lat},${p.lng}`));
    if (corners.size < 3) ctx.addIssue({ code: 'custom', message: POLYGON_MESSAGES.tooFewCorners });
  });
export type DeliveryPolygon = z.infer<typeof deliveryPolygonSchema>;
