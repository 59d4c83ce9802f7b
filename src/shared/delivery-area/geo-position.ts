// Settings say { lat, lng }; GeoJSON, and so turf, says [longitude, latitude]. Swapping them puts
// Pune in the Indian Ocean without any error, so every conversion goes through here.
import type { Coordinates } from './coordinates-schema.ts';

export function toPosition(point: Coordinates): [number, number] {
  return [point.lng, point.lat];
}
